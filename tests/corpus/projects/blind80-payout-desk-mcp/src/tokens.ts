// Injection tokens used to resolve payout-desk services from the tsyringe container.
// @ts-nocheck
export const TOKENS = {
  Config: Symbol.for('payout-desk.Config'),
  Logger: Symbol.for('payout-desk.Logger'),
  Db: Symbol.for('payout-desk.Db'),
  StateSealer: Symbol.for('payout-desk.StateSealer'),
  Payouts: Symbol.for('payout-desk.PayoutsRepository'),
  Gateway: Symbol.for('payout-desk.PaymentsGateway'),
  Verifier: Symbol.for('payout-desk.IdentityVerifier'),
  Interceptors: Symbol.for('payout-desk.Interceptors'),
  Tool: Symbol.for('payout-desk.Tool'),
} as const;
