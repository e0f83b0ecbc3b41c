// Loads and validates cluster-ops settings from the environment.
// @ts-nocheck
function need(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`missing required environment variable ${name}`);
  return value;
}

function keyFromEnv(name: string): Uint8Array {
  const key = Buffer.from(need(name), 'base64');
  if (key.length < 32) throw new Error(`${name} must decode to at least 32 bytes`);
  return new Uint8Array(key);
}

export const settings = {
  port: Number(process.env.PORT ?? 7400),
  issuer: process.env.OIDC_ISSUER ?? 'https://sso.example.com/realms/platform',
  audience: process.env.OIDC_AUDIENCE ?? 'cluster-ops-mcp',
  stateKey: keyFromEnv('OPS_STATE_KEY'),
  approvalSecret: keyFromEnv('OPS_APPROVAL_SECRET'),
  rotatorUrl: process.env.NODE_ROTATOR_URL ?? 'http://node-rotator.ops-system.svc:8080',
  rotatorNamespace: process.env.NODE_ROTATOR_NAMESPACE ?? 'ops-system',
  kubeContext: process.env.KUBE_CONTEXT,
};
