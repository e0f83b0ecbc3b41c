// Hides the pending stock move from the client between rounds. We encrypt
// rather than sign so that bin locations are not visible to the agent.

const enc = new TextEncoder();
const dec = new TextDecoder();

const keyCache = new Map();

function toB64u(bytes) {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromB64u(text) {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

async function stateKey(passphrase) {
  let key = keyCache.get(passphrase);
  if (key) return key;
  const material = await crypto.subtle.importKey('raw', enc.encode(passphrase), 'PBKDF2', false, ['deriveKey']);
  key = await crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt: enc.encode('warehouse-mcp/state/v1'), iterations: 100_000 },
    material,
    { name: 'AES-CTR', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
  keyCache.set(passphrase, key);
  return key;
}

export async function encryptState(passphrase, value) {
  const key = await stateKey(passphrase);
  const counter = crypto.getRandomValues(new Uint8Array(16));
  const plaintext = enc.encode(JSON.stringify(value));
  const ciphertext = await crypto.subtle.encrypt({ name: 'AES-CTR', counter, length: 64 }, key, plaintext);
  return `${toB64u(counter)}.${toB64u(new Uint8Array(ciphertext))}`;
}

export async function decryptState(passphrase, token) {
  const [counterPart, dataPart] = String(token).split('.');
  if (!counterPart || !dataPart) throw new Error('malformed state');
  const key = await stateKey(passphrase);
  const plaintext = await crypto.subtle.decrypt(
    { name: 'AES-CTR', counter: fromB64u(counterPart), length: 64 },
    key,
    fromB64u(dataPart),
  );
  return JSON.parse(dec.decode(plaintext));
}
