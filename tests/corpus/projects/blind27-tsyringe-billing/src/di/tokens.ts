export const TOKENS = {
  StateKey: Symbol.for('billing.StateKey'),
  StateTtl: Symbol.for('billing.StateTtl'),
  StateIssuer: Symbol.for('billing.StateIssuer'),
  Ledger: Symbol.for('billing.Ledger'),
  Tools: Symbol.for('billing.Tools'),
} as const;
