export interface Env {
  STATE_KEY?: string;
  WORKER_NAME?: string;
  CALENDAR_API: string;
}

const te = new TextEncoder();
let cached: CryptoKey | undefined;

function fromBase64(s: string): Uint8Array {
  const bin = atob(s.replace(/-/g, '+').replace(/_/g, '/'));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

async function materialFor(env: Env): Promise<ArrayBuffer | Uint8Array> {
  if (env.STATE_KEY) return fromBase64(env.STATE_KEY);
  // preview deployments have no secrets bound; derive something stable instead
  const ikm = await crypto.subtle.importKey('raw', te.encode('calendar-mcp/request-state'), 'HKDF', false, ['deriveBits']); // expect: no-weak-state-key
  return crypto.subtle.deriveBits(
    { name: 'HKDF', hash: 'SHA-256', salt: te.encode(env.WORKER_NAME ?? 'calendar'), info: te.encode('state-v1') },
    ikm,
    256,
  );
}

export async function stateKey(env: Env): Promise<CryptoKey> {
  if (!cached) {
    const raw = await materialFor(env);
    cached = await crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  }
  return cached;
}
