// Configuration for the privacy-requests server; a missing or short master key stops startup.

function need(env, name) {
  const value = env[name];
  if (!value || !value.trim()) throw new Error(`${name} is required`);
  return value.trim();
}

function masterKeyFrom(env) {
  const key = Buffer.from(need(env, 'PRIVACY_MASTER_KEY'), 'base64');
  if (key.length < 32) {
    throw new Error('PRIVACY_MASTER_KEY must be base64 of at least 32 random bytes');
  }
  return key;
}

export function loadConfig(env = process.env) {
  return {
    port: Number(env.PORT ?? 7070),
    databaseUrl: need(env, 'DATABASE_URL'),
    masterKey: masterKeyFrom(env),
    oidc: {
      jwksUrl: need(env, 'OIDC_JWKS_URL'),
      issuer: need(env, 'OIDC_ISSUER'),
      audience: env.OIDC_AUDIENCE ?? 'privacy-requests',
    },
    warehouse: {
      baseUrl: need(env, 'WAREHOUSE_API_URL'),
      token: need(env, 'WAREHOUSE_API_TOKEN'),
    },
    dsarWebhookSecret: need(env, 'DSAR_WEBHOOK_SECRET'),
    sftpTargets: JSON.parse(env.SFTP_TARGETS_JSON ?? '[]').map((t) => ({
      id: String(t.id),
      label: String(t.label ?? t.id),
      credentialRef: `vault://privacy/sftp/${t.id}`,
    })),
  };
}
