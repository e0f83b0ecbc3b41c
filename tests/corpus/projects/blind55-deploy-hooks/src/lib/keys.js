// State keys come from the deployment's secret store as base64. The previous
// key stays accepted for verification during a rotation window.
const MIN_KEY_BYTES = 32;

function loadKey(variable, { required }) {
  const encoded = process.env[variable];
  if (!encoded) {
    if (required) throw new Error(`${variable} is not set (openssl rand -base64 32)`);
    return undefined;
  }
  const key = Buffer.from(encoded, 'base64');
  if (key.length < MIN_KEY_BYTES) {
    throw new Error(`${variable} must decode to at least ${MIN_KEY_BYTES} bytes, got ${key.length}`);
  }
  return key;
}

export const signingKey = loadKey('DEPLOY_STATE_KEY', { required: true });
const previousKey = loadKey('DEPLOY_STATE_KEY_PREVIOUS', { required: false });

/** Keys a presented state may be signed with, newest first. */
export const verifyingKeys = Object.freeze(previousKey ? [signingKey, previousKey] : [signingKey]);
