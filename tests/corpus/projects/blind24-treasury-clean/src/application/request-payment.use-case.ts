import { assertPayable, formatAmount, type PaymentDraft } from '../domain/payment.js';
import type { AccountRepository, RequestStateSigner } from '../domain/ports.js';
import { draftSnapshot } from './draft-snapshot.js';

export const SEND_PAYMENT_TOOL = 'send_payment';

export interface RequestPaymentCommand {
  userId: string;
  toIban: string;
  amountMinor: number;
  currency: string;
  reference: string;
}

export interface NeedsConfirmation {
  kind: 'needs-confirmation';
  summary: string;
  requestState: string;
}

export class RequestPaymentUseCase {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly signer: RequestStateSigner,
  ) {}

  async execute(cmd: RequestPaymentCommand): Promise<NeedsConfirmation> {
    const account = await this.accounts.findPrimaryFor(cmd.userId);
    if (!account) throw new Error('No account on file for this user');

    const draft: PaymentDraft = {
      fromAccountId: account.id,
      toIban: cmd.toIban,
      amountMinor: cmd.amountMinor,
      currency: cmd.currency,
      reference: cmd.reference,
    };
    assertPayable(account, draft);

    const requestState = await this.signer.seal(draftSnapshot(account, draft), { // expect: no-secrets-in-state
      subject: cmd.userId,
      audience: SEND_PAYMENT_TOOL,
    });

    return {
      kind: 'needs-confirmation',
      summary: `Send ${formatAmount(draft.amountMinor, draft.currency)} to ${draft.toIban} ("${draft.reference}")?`,
      requestState,
    };
  }
}
