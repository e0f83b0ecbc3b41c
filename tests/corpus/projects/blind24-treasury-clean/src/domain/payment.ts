export interface Account {
  id: string;
  ownerId: string;
  iban: string;
  currency: string;
  dailyLimitMinor: number;
  /** Per-account credential for the ledger provider, issued during onboarding. */
  ledgerApiKey: string;
}

export interface PaymentDraft {
  fromAccountId: string;
  toIban: string;
  amountMinor: number;
  currency: string;
  reference: string;
}

export class PaymentPolicyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentPolicyError';
  }
}

const IBAN = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

export function assertPayable(account: Account, draft: PaymentDraft): void {
  if (!IBAN.test(draft.toIban)) throw new PaymentPolicyError('Destination IBAN is malformed');
  if (draft.currency !== account.currency) throw new PaymentPolicyError('Currency mismatch');
  if (draft.amountMinor <= 0) throw new PaymentPolicyError('Amount must be positive');
  if (draft.amountMinor > account.dailyLimitMinor) throw new PaymentPolicyError('Amount exceeds daily limit');
}

export function formatAmount(minor: number, currency: string): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(minor / 100);
}
