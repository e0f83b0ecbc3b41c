// Request-state keys. Generate each with `openssl rand -base64 32`.
//   CONCIERGE_STATE_KEY           signs new state (required)
//   CONCIERGE_STATE_KEY_PREVIOUS  still opens state sealed before the last rotation (optional)
//   *_ID                          labels that travel with the state so the right key is picked

const decode = (env, name) => {
  const bytes = Buffer.from(env[name] ?? '', 'base64');
  if (bytes.length < 32) {
    throw new Error(`${name} must hold at least 32 random bytes, base64-encoded (got ${bytes.length})`);
  }
  return bytes;
};

export function loadStateKeys(env = process.env) {
  const keys = [{ id: env.CONCIERGE_STATE_KEY_ID ?? 'current', secret: decode(env, 'CONCIERGE_STATE_KEY') }];
  if (env.CONCIERGE_STATE_KEY_PREVIOUS) {
    keys.push({ id: env.CONCIERGE_STATE_KEY_PREVIOUS_ID ?? 'previous', secret: decode(env, 'CONCIERGE_STATE_KEY_PREVIOUS') });
  }
  return keys;
}
