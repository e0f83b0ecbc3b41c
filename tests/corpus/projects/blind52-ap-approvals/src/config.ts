function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(`${name} must be set (see .env.example)`);
  }
  return value;
}

export const config = {
  port: Number(process.env.PORT ?? 3030),
  databaseUrl: required('DATABASE_URL'),
  issuer: required('OIDC_ISSUER'),
  introspectionClientId: required('OIDC_CLIENT_ID'),
  introspectionClientSecret: required('OIDC_CLIENT_SECRET'),
  // HMAC key for the requestState handed to MCP clients between approval rounds
  stateSecret: process.env.AP_STATE_SECRET ?? 'ap-approvals-dev-state-secret',
  bankApiUrl: required('BANK_API_URL'),
  bankApiToken: required('BANK_API_TOKEN'),
  approvalLimitCents: Number(process.env.APPROVAL_LIMIT_CENTS ?? 2_500_000),
} as const;

export type Config = typeof config;
