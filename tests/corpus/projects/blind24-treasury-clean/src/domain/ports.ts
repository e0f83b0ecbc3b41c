import type { Account, PaymentDraft } from './payment.js';

export interface StateBinding {
  /** authenticated principal */
  subject: string;
  /** tool the state was minted for */
  audience: string;
}

export interface OpenedState<P> {
  subject: string;
  audience: string | undefined;
  payload: P;
}

/** Port: seals the continuation we hand to the MCP client between rounds. */
export interface RequestStateSigner {
  seal<P extends object>(payload: P, binding: StateBinding): Promise<string>;
  open<P extends object>(token: string): Promise<OpenedState<P> | null>;
}

export interface AccountRepository {
  findPrimaryFor(userId: string): Promise<Account | null>;
}

export interface LedgerGateway {
  submitPayment(apiKey: string, draft: PaymentDraft, idempotencyKey: string): Promise<{ paymentId: string }>;
}
