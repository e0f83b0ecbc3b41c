/** Round-trip state: an approval has to be confirmed within five minutes. */
export const APPROVAL_STATE_TTL_SECONDS = 5 * 60;

/** An invoice stays reserved for its approver for an hour, so two people cannot approve it at once. */
export const INVOICE_LOCK_TTL_SECONDS = 60 * 60;

/** A converted amount shown to the approver is honoured for 90 seconds; after that the rate is quoted again. */
export const FX_QUOTE_MAX_AGE_MS = 90_000;

export const LEDGER_CURRENCY = process.env.LEDGER_CURRENCY ?? 'EUR';
export const ERP_BASE_URL = process.env.ERP_BASE_URL ?? 'https://erp.internal.example/api/v3';
export const OIDC_ISSUER = process.env.OIDC_ISSUER ?? 'https://login.example.com';

function stateKey(): Buffer {
  const encoded = process.env.APPROVAL_STATE_KEY ?? '';
  const key = Buffer.from(encoded, 'base64');
  if (key.length < 32) {
    throw new Error('APPROVAL_STATE_KEY must be at least 32 random bytes, base64-encoded (openssl rand -base64 32)');
  }
  return key;
}

export const APPROVAL_STATE_KEY = stateKey();
