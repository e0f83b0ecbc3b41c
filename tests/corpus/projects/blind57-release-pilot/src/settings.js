function need(name) {
  const value = process.env[name];
  if (value === undefined || value === '') {
    throw new Error(`release-pilot: ${name} is not set`);
  }
  return value;
}

function stateKey() {
  const key = Buffer.from(need('RELEASE_PILOT_STATE_KEY'), 'base64');
  if (key.length < 32) {
    throw new Error('RELEASE_PILOT_STATE_KEY must decode to at least 32 bytes (openssl rand -base64 32)');
  }
  return key;
}

export const settings = Object.freeze({
  port: Number(process.env.PORT ?? 8080),
  issuer: need('OIDC_ISSUER'),
  audience: need('OIDC_AUDIENCE'),
  argocd: {
    url: need('ARGOCD_URL').replace(/\/+$/, ''),
    // service account used for sessions; RBAC on the Argo side limits it to the apps we manage
    username: need('ARGOCD_USERNAME'),
    password: need('ARGOCD_PASSWORD'),
  },
  stateKey: stateKey(),
  allowedApps: (process.env.ALLOWED_APPS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
});
