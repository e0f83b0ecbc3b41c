// Carrier integration: pickup-quote API client and the signed tracking webhook (HMAC-SHA256 over "timestamp.body").
// @ts-nocheck
import { createHmac, timingSafeEqual } from 'node:crypto';

const TOLERANCE_SECONDS = 300;

export class CarrierApi {
  #apiKey: string;

  constructor(private readonly baseUrl: string, apiKey: string, private readonly db) {
    this.#apiKey = apiKey;
  }

  async pickupQuote(warehouseId: string, customerId: string) {
    const address = await this.db.pool.query('SELECT line1, postcode, city, country FROM customer_addresses WHERE customer_id = $1 AND is_default', [customerId]);
    if (address.rowCount === 0) throw new Error('customer has no default address');
    const res = await fetch(new URL('/v1/pickups/quote', this.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': this.#apiKey },
      body: JSON.stringify({ destination_warehouse: warehouseId, pickup_address: address.rows[0] }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`carrier quote failed with HTTP ${res.status}`);
    const body = await res.json();
    return { carrier: body.carrier_name, window: body.pickup_window, quoteId: body.quote_id, address: address.rows[0] };
  }
}

export class CarrierWebhook {
  #secret: string;

  constructor(secret: string, private readonly returns) {
    this.#secret = secret;
  }

  verify(rawBody: Buffer, timestampHeader?: string, signatureHeader?: string, nowMs = Date.now()): boolean {
    const timestamp = Number(timestampHeader);
    if (!Number.isInteger(timestamp) || Math.abs(nowMs / 1000 - timestamp) > TOLERANCE_SECONDS) return false;
    const provided = Buffer.from(String(signatureHeader ?? '').replace(/^v1=/, ''), 'hex');
    const computed = createHmac('sha256', this.#secret).update(`${timestamp}.`).update(rawBody).digest();
    return provided.length === computed.length && timingSafeEqual(provided, computed);
  }

  async handle(rawBody: Buffer, headers): Promise<number> {
    if (!this.verify(rawBody, headers['x-carrier-timestamp'], headers['x-carrier-signature'])) return 401;
    const event = JSON.parse(rawBody.toString('utf8'));
    if (event.type !== 'tracking.updated') return 202;
    await this.returns.recordTracking(event.data.tracking_number, event.data.status, event.data.occurred_at);
    return 204;
  }
}
