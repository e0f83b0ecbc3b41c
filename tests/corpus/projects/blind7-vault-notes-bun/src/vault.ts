// Loads the request-state key ring from HashiCorp Vault (KV v2).
// secret/data/mcp/vault-notes/state-keys = { "current": "2025-03", "2025-03": "<b64>", "2024-12": "<b64>" }

export interface KeyRing {
  currentKid: string;
  keys: Map<string, CryptoKey>;
}

const AES_KEY_BYTES = 32;

function decodeB64(s: string): Uint8Array {
  return Uint8Array.from(atob(s), (c) => c.charCodeAt(0));
}

async function ephemeralRing(): Promise<KeyRing> {
  const raw = crypto.getRandomValues(new Uint8Array(AES_KEY_BYTES));
  const key = await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);
  return { currentKid: 'ephemeral', keys: new Map([['ephemeral', key]]) };
}

export async function loadKeyRing(): Promise<KeyRing> {
  if (Bun.env.NOTES_STATE_EPHEMERAL === '1') {
    console.warn('using an in-memory request-state key; pending rounds are lost on restart');
    return ephemeralRing();
  }
  const addr = Bun.env.VAULT_ADDR ?? 'http://127.0.0.1:8200';
  const token = Bun.env.VAULT_TOKEN;
  if (!token) throw new Error('VAULT_TOKEN is required to load request-state keys');

  const res = await fetch(`${addr}/v1/secret/data/mcp/vault-notes/state-keys`, {
    headers: { 'x-vault-token': token, 'x-vault-request': 'true' },
  });
  if (!res.ok) throw new Error(`vault read failed: ${res.status}`);
  const { data } = (await res.json()) as { data: { data: Record<string, string> } };
  const { current, ...material } = data.data;
  if (!current || !(current in material)) throw new Error('key ring has no usable "current" entry');

  const keys = new Map<string, CryptoKey>();
  for (const [kid, b64] of Object.entries(material)) {
    const raw = decodeB64(b64);
    if (raw.byteLength !== AES_KEY_BYTES) throw new Error(`state key ${kid} must be ${AES_KEY_BYTES} bytes`);
    keys.set(kid, await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']));
  }
  return { currentKid: current, keys };
}
