// Loads the hex-encoded contact-hub state key from the environment.
// @ts-nocheck
export function loadStateKey(env: NodeJS.ProcessEnv = process.env): Uint8Array {
  const hex = env.CONTACT_HUB_STATE_KEY;
  if (!hex || !/^[0-9a-f]{64,}$/i.test(hex)) {
    throw new Error('CONTACT_HUB_STATE_KEY must be at least 32 bytes of hex');
  }
  return Buffer.from(hex, 'hex');
}
