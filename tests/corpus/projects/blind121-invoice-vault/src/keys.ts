// Loads the rotating key ring for request-state JWTs from the environment, plus a legacy key.
// @ts-nocheck
// Key ring for request-state JWTs. Keys rotate monthly; the kid is the month.
// INVOICE_STATE_KEYS='{"2025-05":"<b64url 32+ bytes>","2025-06":"<b64url 32+ bytes>"}'
// INVOICE_STATE_KID='2025-06'

const enc = new TextEncoder();

export interface KeyRing {
  currentKid: string;
  keys: Map<string, Uint8Array>;
}

function loadRing(): KeyRing {
  const raw = process.env.INVOICE_STATE_KEYS;
  const currentKid = process.env.INVOICE_STATE_KID;
  if (!raw || !currentKid) {
    throw new Error('INVOICE_STATE_KEYS and INVOICE_STATE_KID must be set');
  }
  const parsed = JSON.parse(raw) as Record<string, string>;
  const keys = new Map<string, Uint8Array>();
  for (const [kid, b64] of Object.entries(parsed)) {
    const bytes = new Uint8Array(Buffer.from(b64, 'base64url'));
    if (bytes.length < 32) throw new Error(`state key ${kid} is shorter than 32 bytes`);
    keys.set(kid, bytes);
  }
  // Tokens minted by the 0.3.x line were signed with the old shared secret and
  // carry kid "legacy". Keep accepting them until every client has cycled.
  keys.set('legacy', enc.encode('invoice-vault/state/v0.3-shared-signing-secret'));
  if (!keys.has(currentKid)) throw new Error(`no key for current kid ${currentKid}`);
  return { currentKid, keys };
}

export const ring: KeyRing = loadRing();
