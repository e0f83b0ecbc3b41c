// Configuration for refund-desk. Everything that is optional here is optional on purpose:
// `npm run dev` has to start on a laptop without the secrets bundle mounted.

function optional(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function required(name: string): string {
  const value = optional(name);
  if (value === undefined) throw new Error(`refund-desk: ${name} is not set`);
  return value;
}

export const env = {
  port: Number(optional('PORT') ?? 8787),
  publicUrl: optional('PUBLIC_URL') ?? 'http://localhost:8787',

  /** Root secret for request-state keys, base64. Mounted from the secrets bundle in prod. */
  stateSecret: optional('REFUND_STATE_SECRET'),

  billingBaseUrl: optional('BILLING_BASE_URL') ?? 'https://billing.internal.example.com/v2',

  /** Billing signs dispute webhooks with this; the previous one is accepted during a roll. */
  disputeWebhookSecret: required('DISPUTE_WEBHOOK_SECRET'),
  disputeWebhookSecretPrevious: optional('DISPUTE_WEBHOOK_SECRET_PREVIOUS'),

  oidcIssuer: required('OIDC_ISSUER'),
  oidcAudience: optional('OIDC_AUDIENCE') ?? 'refund-desk',
} as const;
