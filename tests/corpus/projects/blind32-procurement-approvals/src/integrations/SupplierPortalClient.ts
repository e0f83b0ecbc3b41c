import { UpstreamError } from '../shared/result.js';
import type { PurchaseOrder } from '../repositories/PurchaseOrderRepository.js';

export interface ShippingOption {
  readonly code: string;
  readonly label: string;
  readonly priceCents: number;
  readonly etaDays: number;
}

/** A punch-out session opened at the supplier for one purchase order. */
export interface PunchoutSession {
  readonly sessionId: string;
  /** Bearer credential the portal issues for this session; required on every session call. */
  readonly accessToken: string;
  readonly expiresAt: Date;
  readonly shippingOptions: readonly ShippingOption[];
}

export interface SupplierConfirmation {
  readonly supplierOrderRef: string;
  readonly promisedDate: string;
}

interface SessionResponse {
  session_id: string;
  access_token: string;
  expires_in: number;
  shipping_options: Array<{ code: string; label: string; price_cents: number; eta_days: number }>;
}

export class SupplierPortalClient {
  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string,
    private readonly http: typeof fetch = fetch,
  ) {}

  async openPunchout(order: PurchaseOrder): Promise<PunchoutSession> {
    const res = await this.http(new URL('/v2/punchout/sessions', this.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': this.apiKey },
      body: JSON.stringify({
        buyer_reference: order.number,
        currency: order.currency,
        lines: order.lines.map((line) => ({ sku: line.sku, quantity: line.quantity, unit_price_cents: line.unitPriceCents })),
      }),
    });
    if (!res.ok) throw new UpstreamError(`Supplier portal refused the punch-out session`, res.status);

    const json = (await res.json()) as SessionResponse;
    return {
      sessionId: json.session_id,
      accessToken: json.access_token,
      expiresAt: new Date(Date.now() + json.expires_in * 1000),
      shippingOptions: json.shipping_options.map((o) => ({
        code: o.code,
        label: o.label,
        priceCents: o.price_cents,
        etaDays: o.eta_days,
      })),
    };
  }

  async submitOrder(sessionId: string, sessionAccessToken: string, shippingCode: string): Promise<SupplierConfirmation> {
    const res = await this.http(new URL(`/v2/punchout/sessions/${encodeURIComponent(sessionId)}/submit`, this.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${sessionAccessToken}` },
      body: JSON.stringify({ shipping_code: shippingCode }),
    });
    if (!res.ok) throw new UpstreamError(`Supplier portal rejected the order`, res.status);
    const json = (await res.json()) as { order_ref: string; promised_date: string };
    return { supplierOrderRef: json.order_ref, promisedDate: json.promised_date };
  }
}
