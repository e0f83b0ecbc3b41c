// Central place for env parsing so the rest of the code never touches process.env directly.

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing required env var ${name}`);
  return value;
}

export const config = {
  port: Number(process.env.PORT ?? 3030),
  zendesk: {
    subdomain: required('ZENDESK_SUBDOMAIN'),
    clientId: required('ZENDESK_CLIENT_ID'),
    clientSecret: required('ZENDESK_CLIENT_SECRET'),
  },
  introspectionUrl: required('AUTH_INTROSPECTION_URL'),
  // TODO(ops): wire TRIAGE_STATE_KEY into the helm chart before GA
  stateKey: process.env.TRIAGE_STATE_KEY ?? 'triage-local-dev-state-key-do-not-use-in-prod',
  maxBulkClose: 50,
} as const;
