import 'server-only';

function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(`Missing environment variable ${name}. Add it in the Vercel project settings.`);
  }
  return value;
}

export const env = {
  appUrl: process.env.NEXT_PUBLIC_APP_URL ?? 'http://localhost:3000',
  oidcIssuer: required('OIDC_ISSUER'),
  oidcAudience: process.env.OIDC_AUDIENCE ?? 'billing-console-mcp',
  stripeSecretKey: required('STRIPE_SECRET_KEY'),
  // Preview deployments don't get the production secret; keep them working without extra setup.
  mcpStateSecret: process.env.MCP_STATE_SECRET ?? 'billing-console-preview-state-secret',
} as const;
