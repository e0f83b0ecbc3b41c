// Keys for the intake requestState sealer.
// INTAKE_STATE_KEY signs; INTAKE_STATE_KEY_PREVIOUS (optional) still verifies during a rotation.
// Generate with: openssl rand -base64 32

const MIN_KEY_BYTES = 32;

function decodeKey(name, value) {
  const bytes = Buffer.from(value, 'base64');
  if (bytes.length < MIN_KEY_BYTES) {
    throw new Error(`${name} must decode to at least ${MIN_KEY_BYTES} bytes`);
  }
  return bytes;
}

export function loadStateKeys(env = process.env) {
  if (!env.INTAKE_STATE_KEY) {
    throw new Error('INTAKE_STATE_KEY is not set; refusing to start without a state key');
  }
  const keys = [
    { id: env.INTAKE_STATE_KEY_ID ?? 'current', secret: decodeKey('INTAKE_STATE_KEY', env.INTAKE_STATE_KEY) },
  ];
  if (env.INTAKE_STATE_KEY_PREVIOUS) {
    keys.push({
      id: env.INTAKE_STATE_KEY_PREVIOUS_ID ?? 'previous',
      secret: decodeKey('INTAKE_STATE_KEY_PREVIOUS', env.INTAKE_STATE_KEY_PREVIOUS),
    });
  }
  return keys;
}
