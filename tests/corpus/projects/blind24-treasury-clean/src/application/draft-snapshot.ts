import { randomUUID } from 'node:crypto';
import type { Account, PaymentDraft } from '../domain/payment.js';

/**
 * Everything ConfirmPaymentUseCase needs to finish the payment without
 * another round trip to Postgres (the confirm round is latency sensitive).
 */
export interface DraftSnapshot {
  draft: PaymentDraft;
  accountId: string;
  ledgerKey: string;
  idempotencyKey: string;
}

export function draftSnapshot(account: Account, draft: PaymentDraft): DraftSnapshot {
  return {
    draft,
    accountId: account.id,
    ledgerKey: account.ledgerApiKey,
    idempotencyKey: randomUUID(),
  };
}
