import nacl from 'tweetnacl';

// Report exports hold a bit more (selected accounts, column layout), and we'd
// rather the client not see account names, so that flow uses a secretbox.
function loadBoxKey(): Uint8Array {
  const encoded = process.env.LEDGER_BOX_KEY;
  if (!encoded) throw new Error('LEDGER_BOX_KEY is not set (32 random bytes, base64)');
  const key = new Uint8Array(Buffer.from(encoded, 'base64'));
  if (key.length !== nacl.secretbox.keyLength) {
    throw new Error(`LEDGER_BOX_KEY must be exactly ${nacl.secretbox.keyLength} bytes`);
  }
  return key;
}

const boxKey = loadBoxKey();
const { nonceLength, overheadLength } = nacl.secretbox;

export function boxState(value: unknown): string {
  const nonce = nacl.randomBytes(nonceLength);
  const message = new TextEncoder().encode(JSON.stringify(value));
  const sealed = nacl.secretbox(message, nonce, boxKey);
  return Buffer.concat([nonce, sealed]).toString('base64url');
}

export function unboxState<T>(token: string): T | null {
  const bytes = new Uint8Array(Buffer.from(token, 'base64url'));
  if (bytes.length < nonceLength + overheadLength) return null;
  const opened = nacl.secretbox.open(bytes.subarray(nonceLength), bytes.subarray(0, nonceLength), boxKey);
  if (!opened) return null;
  return JSON.parse(new TextDecoder().decode(opened)) as T;
}
