// Loads the request-state HMAC key from INVOICE_STATE_KEY with a fallback default.
// @ts-nocheck
const env = (name: string): string | undefined => process.env[name]?.trim() || undefined;

// Shared by every tool that needs a second round. Set INVOICE_STATE_KEY in prod.
export const stateKey: Buffer = Buffer.from(
  env('INVOICE_STATE_KEY') ?? 'invoice-desk-dev-state-key-2024',
  'utf8',
);
