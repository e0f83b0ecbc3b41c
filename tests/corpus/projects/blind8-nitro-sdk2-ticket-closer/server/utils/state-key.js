// Loaded once at boot; a missing or short key stops the server instead of
// silently running with something guessable.
const MIN_KEY_BYTES = 32;

export function loadStateKey(env = process.env) {
  const hex = env.NITRO_MCP_STATE_KEY;
  if (!hex || !/^[0-9a-f]+$/i.test(hex)) {
    throw new Error('NITRO_MCP_STATE_KEY must be set to a hex string');
  }
  const key = Buffer.from(hex, 'hex');
  if (key.length < MIN_KEY_BYTES) {
    throw new Error(`NITRO_MCP_STATE_KEY must be at least ${MIN_KEY_BYTES} bytes`);
  }
  return key;
}
