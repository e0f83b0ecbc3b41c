const MIN_KEY_BYTES = 32;

/**
 * JANITOR_STATE_KEYS = "kid:base64,kid:base64", newest first. The first key signs round tokens;
 * all of them verify, so rotating means prepending a new key and dropping the last one ten minutes later.
 */
function parseKeyRing(spec) {
  if (!spec) throw new Error('JANITOR_STATE_KEYS is not set (kid:base64[,kid:base64…], newest first)');
  return spec.split(',').map((entry) => {
    const [kid, encoded] = entry.trim().split(':');
    const secret = Buffer.from(encoded ?? '', 'base64');
    if (!kid || secret.length < MIN_KEY_BYTES) {
      throw new Error(`state key "${kid ?? '?'}" must be at least ${MIN_KEY_BYTES} random bytes (openssl rand -base64 32)`);
    }
    return Object.freeze({ kid, secret: new Uint8Array(secret) });
  });
}

const RING = Object.freeze(parseKeyRing(process.env.JANITOR_STATE_KEYS));

export const currentKey = () => RING[0];
export const keyFor = (kid) => RING.find((key) => key.kid === kid);
