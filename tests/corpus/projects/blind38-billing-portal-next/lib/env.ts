import 'server-only';

function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(`Missing environment variable ${name}. See .env.example.`);
  }
  return value;
}

export const env = {
  authIssuer: required('AUTH_ISSUER'),
  authAudience: process.env.AUTH_AUDIENCE ?? 'https://billing.acme.dev/api/mcp',
  billingApiUrl: required('BILLING_API_URL'),
  billingClientId: required('BILLING_CLIENT_ID'),
  billingClientSecret: required('BILLING_CLIENT_SECRET'),
  // Preview deployments don't get the production secrets. VERCEL_URL is different for every preview,
  // which keeps preview round-trip states from being accepted anywhere else.
  stateSecret: process.env.MCP_STATE_SECRET ?? process.env.VERCEL_URL ?? 'localhost:3000',
} as const;
