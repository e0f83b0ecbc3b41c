// Loads and validates configuration from the environment; refuses to start without a strong state key.
function requireVar(env, name) {
  const value = env[name];
  if (value === undefined || value === '') throw new Error(`Environment variable ${name} is required`);
  return value;
}

export function loadConfig(env = process.env) {
  const stateKey = Buffer.from(requireVar(env, 'PODSTUDIO_STATE_KEY'), 'base64');
  if (stateKey.length < 32) {
    throw new Error('PODSTUDIO_STATE_KEY must be at least 32 random bytes, base64-encoded');
  }
  const webhookSecret = requireVar(env, 'TRANSCODER_WEBHOOK_SECRET');
  if (webhookSecret.length < 32) {
    throw new Error('TRANSCODER_WEBHOOK_SECRET looks too short');
  }

  return Object.freeze({
    port: Number(env.PORT ?? 8080),
    databaseUrl: requireVar(env, 'DATABASE_URL'),
    stateKey: new Uint8Array(stateKey),
    auth: {
      issuer: requireVar(env, 'AUTH_ISSUER'),
      audience: env.AUTH_AUDIENCE ?? 'https://mcp.podstudio.app',
      jwksUrl: requireVar(env, 'AUTH_JWKS_URL'),
    },
    hosting: {
      baseUrl: requireVar(env, 'HOSTING_API_URL'),
      apiKey: requireVar(env, 'HOSTING_API_KEY'),
      apiVersion: env.HOSTING_API_VERSION ?? '2024-06-01',
    },
    transcoder: { webhookSecret },
  });
}

export const config = loadConfig();
