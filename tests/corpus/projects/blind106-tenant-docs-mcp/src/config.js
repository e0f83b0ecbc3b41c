// Environment-driven configuration for the tenant-docs MCP server.

function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set`);
  return value;
}

export const config = {
  port: Number(process.env.PORT ?? 3100),
  databaseUrl: required('DATABASE_URL'),
  oidc: {
    issuer: required('OIDC_ISSUER'),
    audience: process.env.OIDC_AUDIENCE ?? 'tenant-docs-mcp',
    jwksUrl: required('OIDC_JWKS_URL'),
  },
  storageBaseUrl: required('DOCSTORE_URL'),
  masterKeyPath: process.env.STATE_MASTER_KEY_FILE ?? '/run/secrets/docs-state-master',
  stateIssuer: 'tenant-docs-mcp',
  stateKeyVersion: Number(process.env.STATE_KEY_VERSION ?? 3),
  acceptedKeyVersions: (process.env.STATE_ACCEPTED_KEY_VERSIONS ?? '2,3').split(',').map(Number),
  archiveBatchSize: 50,
};
