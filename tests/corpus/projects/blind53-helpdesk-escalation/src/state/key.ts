/**
 * The HS256 key for requestState JWTs. Generate with `openssl rand -base64 32`
 * and keep it in the secret store; every replica must share it.
 */
function loadStateKey(name = 'HELPDESK_STATE_SECRET'): Uint8Array {
  const encoded = process.env[name];
  if (!encoded) throw new Error(`${name} is not set`);
  const bytes = Buffer.from(encoded, 'base64');
  if (bytes.length < 32) throw new Error(`${name} must decode to at least 32 bytes, got ${bytes.length}`);
  return new Uint8Array(bytes);
}

export const stateSigningKey: Uint8Array = loadStateKey();
