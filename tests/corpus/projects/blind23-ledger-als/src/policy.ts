/** Ledger business rules shared by the tools. */

export const REFUND_SCOPE = 'ledger:refund';
export const STATEMENT_SCOPE = 'ledger:read';

/** Largest refund the assistant may issue without a finance ticket (cents). */
export const REFUND_LIMIT_CENTS = 50_000;

/** How long a question put to the user stays answerable. */
export const RESUME_WINDOW_MS = 30 * 60 * 1000;

export const formatCents = (cents: number, currency = 'EUR') =>
  new Intl.NumberFormat('en-IE', { style: 'currency', currency }).format(cents / 100);
