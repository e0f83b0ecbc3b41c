import type { PaymentDraft } from '../domain/payment.js';
import type { LedgerGateway } from '../domain/ports.js';

export class HttpLedgerGateway implements LedgerGateway {
  constructor(private readonly baseUrl: string, private readonly fetchImpl: typeof fetch = fetch) {}

  async submitPayment(apiKey: string, draft: PaymentDraft, idempotencyKey: string): Promise<{ paymentId: string }> {
    const res = await this.fetchImpl(new URL('/v2/payments', this.baseUrl), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${apiKey}`,
        'content-type': 'application/json',
        'idempotency-key': idempotencyKey,
      },
      body: JSON.stringify({
        debtor_account: draft.fromAccountId,
        creditor_iban: draft.toIban,
        amount: { value: draft.amountMinor, currency: draft.currency },
        remittance: draft.reference,
      }),
    });
    if (!res.ok) throw new Error(`Ledger rejected payment: ${res.status}`);
    const body = (await res.json()) as { id: string };
    return { paymentId: body.id };
  }
}
