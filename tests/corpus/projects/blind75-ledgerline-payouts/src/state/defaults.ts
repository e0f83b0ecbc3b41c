// Built-in options for the request-state sealer; callers pass only what they want to change.
// @ts-nocheck
export const SEALER_DEFAULTS = Object.freeze({
  secret: 'ledgerline-payouts-state-v1',
  digest: 'sha256',
  ttlMs: 5 * 60_000,
  maxTtlMs: 10 * 60_000,
  clock: () => Date.now(),
});
