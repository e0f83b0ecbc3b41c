// Environment-driven settings for the release gate server and its upstream services.

function list(value, fallback) {
  return (value ?? fallback).split(',').map((s) => s.trim()).filter(Boolean);
}

export function loadConfig(env = process.env) {
  const missing = ['AUTH_INTROSPECT_URL', 'DEPLOYER_URL', 'TICKETS_URL', 'DEPLOYER_SERVICE_TOKEN', 'TICKETS_SERVICE_TOKEN']
    .filter((name) => !env[name]);
  if (missing.length) {
    throw new Error(`missing configuration: ${missing.join(', ')}`);
  }

  return {
    port: Number(env.PORT ?? 3030),
    publicUrl: env.PUBLIC_URL ?? 'https://release-gate.platform.internal',
    auth: {
      introspectUrl: env.AUTH_INTROSPECT_URL,
      audience: env.AUTH_AUDIENCE ?? 'release-gate',
    },
    deployer: { url: env.DEPLOYER_URL, token: env.DEPLOYER_SERVICE_TOKEN },
    tickets: { url: env.TICKETS_URL, token: env.TICKETS_SERVICE_TOKEN },
    state: {
      key: env.RELGATE_STATE_KEY,
      issuer: env.RELGATE_STATE_ISSUER ?? 'release-gate',
      approvalWindow: env.RELGATE_APPROVAL_WINDOW ?? '45m',
    },
    environments: list(env.RELGATE_ENVIRONMENTS, 'staging,production'),
  };
}
