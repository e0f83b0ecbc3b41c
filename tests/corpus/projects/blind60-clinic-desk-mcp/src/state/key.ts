function keyFromEnv(name: string): Buffer {
  const encoded = process.env[name];
  if (!encoded) throw new Error(`${name} is not set (base64 of 32 random bytes: openssl rand -base64 32)`);
  const key = Buffer.from(encoded, 'base64');
  if (key.byteLength < 32) throw new Error(`${name} must decode to at least 32 bytes, got ${key.byteLength}`);
  return key;
}

/** Key of the SDK request-state codec. */
export const loadStateKey = (): Buffer => keyFromEnv('CLINIC_STATE_KEY');

/** Key for summary share links handed to other providers. */
export const loadShareLinkKey = (): Buffer => keyFromEnv('CLINIC_SHARE_LINK_KEY');
