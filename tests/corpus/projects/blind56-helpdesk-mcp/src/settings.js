/**
 * Everything the server reads from the environment, read once at startup.
 * @param {NodeJS.ProcessEnv} env
 */
export function loadSettings(env = process.env) {
  const required = (name) => {
    const value = env[name];
    if (!value) throw new Error(`${name} is not set (see .env.example)`);
    return value;
  };

  const stateKey = Buffer.from(env.HELPDESK_STATE_KEY ?? '', 'base64');
  if (stateKey.length < 32) {
    throw new Error('HELPDESK_STATE_KEY must be at least 32 random bytes, base64-encoded (npm run keygen)');
  }

  return {
    port: Number(env.PORT ?? 3100),
    oidc: {
      issuer: required('OIDC_ISSUER'),
      audience: env.OIDC_AUDIENCE ?? 'api://helpdesk-mcp',
    },
    zendesk: {
      baseUrl: `https://${required('ZENDESK_SUBDOMAIN')}.zendesk.com`,
      clientId: required('ZENDESK_CLIENT_ID'),
      clientSecret: required('ZENDESK_CLIENT_SECRET'),
    },
    webhookSecret: required('ZENDESK_WEBHOOK_SECRET'),
    stateKey,
  };
}
