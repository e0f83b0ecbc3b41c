import type { LedgerGateway, RequestStateSigner } from '../domain/ports.js';
import type { DraftSnapshot } from './draft-snapshot.js';

export interface ConfirmPaymentCommand {
  userId: string;
  requestState: string;
  approved: boolean;
}

export type ConfirmPaymentResult =
  | { kind: 'paid'; paymentId: string }
  | { kind: 'declined' }
  | { kind: 'rejected'; reason: string };

export class ConfirmPaymentUseCase {
  constructor(
    private readonly signer: RequestStateSigner,
    private readonly ledger: LedgerGateway,
  ) {}

  async execute(cmd: ConfirmPaymentCommand): Promise<ConfirmPaymentResult> {
    const opened = await this.signer.open<DraftSnapshot>(cmd.requestState);
    if (!opened) return { kind: 'rejected', reason: 'Invalid or expired requestState' };
    if (opened.subject !== cmd.userId) return { kind: 'rejected', reason: 'State belongs to another user' };

    if (!cmd.approved) return { kind: 'declined' };

    const { draft, ledgerKey, idempotencyKey } = opened.payload;
    const { paymentId } = await this.ledger.submitPayment(ledgerKey, draft, idempotencyKey);
    return { kind: 'paid', paymentId };
  }
}
