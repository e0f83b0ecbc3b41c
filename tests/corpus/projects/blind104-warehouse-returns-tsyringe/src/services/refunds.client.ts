// HTTP clients for the payment processor's refunds API and the carrier's label API.
// @ts-nocheck
import { inject, injectable } from 'tsyringe';
import { TOKENS } from '../di/tokens';
import type { AppConfig } from '../config/env';

async function postJson(url: URL, headers: Record<string, string>, body: unknown) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(8000),
  });
  if (!res.ok) throw new Error(`${url.pathname} failed with ${res.status}`);
  return res.json();
}

@injectable()
export class RefundsClient {
  constructor(@inject(TOKENS.Config) private readonly config: AppConfig) {}

  refund(paymentRef: string, amountCents: number, currency: string, idempotencyKey: string): Promise<{ id: string; status: string }> {
    return postJson(
      new URL('/v1/refunds', this.config.refunds.url),
      { authorization: `Bearer ${this.config.refunds.apiKey}`, 'idempotency-key': idempotencyKey },
      { payment: paymentRef, amount: amountCents, currency, reason: 'requested_by_customer' },
    );
  }
}

@injectable()
export class CarrierClient {
  constructor(@inject(TOKENS.Config) private readonly config: AppConfig) {}

  quoteReturnLabel(orderNumber: string, weightGrams: number): Promise<{ quoteId: string; quoteToken: string; priceCents: number; service: string }> {
    return postJson(
      new URL('/labels/quotes', this.config.carrier.url),
      { 'x-api-key': this.config.carrier.apiKey },
      { reference: orderNumber, direction: 'return', weight_g: weightGrams },
    );
  }

  buyLabel(quoteId: string, quoteToken: string): Promise<{ labelId: string; labelUrl: string; tracking: string }> {
    return postJson(
      new URL(`/labels/quotes/${encodeURIComponent(quoteId)}/purchase`, this.config.carrier.url),
      { 'x-api-key': this.config.carrier.apiKey, 'x-quote-token': quoteToken },
      {},
    );
  }
}
