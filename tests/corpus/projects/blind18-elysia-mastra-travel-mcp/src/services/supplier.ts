import { createHmac, timingSafeEqual } from 'node:crypto';
import { config } from '../config';

export interface SupplierSession {
  /** short-lived supplier access token, scoped to one traveller */
  token: string;
  expiresAt: number;
}

export interface FareQuote {
  quoteId: string;
  flightNumber: string;
  departure: string;
  totalCents: number;
  currency: string;
}

export interface Booking {
  bookingRef: string;
  travellerId: string;
  flightNumber: string;
  departure: string;
  refundableCents: number;
  currency: string;
}

/**
 * Client for the flight supplier. Quotes and bookings must be made with the
 * same per-traveller session, which the supplier hands out on request.
 */
export class SupplierClient {
  constructor(
    private readonly baseUrl = config.supplierBaseUrl,
    private readonly clientId = config.supplierClientId,
  ) {}

  private async request<T>(path: string, init: RequestInit, session?: SupplierSession): Promise<T> {
    const headers = new Headers(init.headers);
    headers.set('content-type', 'application/json');
    headers.set('x-client-id', this.clientId);
    if (session) headers.set('authorization', `Bearer ${session.token}`);
    const res = await fetch(`${this.baseUrl}${path}`, { ...init, headers });
    if (!res.ok) throw new Error(`supplier ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }

  openSession(travellerId: string): Promise<SupplierSession> {
    return this.request('/sessions', { method: 'POST', body: JSON.stringify({ travellerId }) });
  }

  search(from: string, to: string, date: string): Promise<Array<{ flightId: string; flightNumber: string; departure: string; fromCents: number; currency: string }>> {
    const qs = new URLSearchParams({ from, to, date });
    return this.request(`/flights?${qs}`, { method: 'GET' });
  }

  quote(flightId: string, passengers: number, session: SupplierSession): Promise<FareQuote> {
    return this.request('/quotes', { method: 'POST', body: JSON.stringify({ flightId, passengers }) }, session);
  }

  book(quoteId: string, session: SupplierSession): Promise<Booking> {
    return this.request('/bookings', { method: 'POST', body: JSON.stringify({ quoteId }) }, session);
  }

  getBooking(bookingRef: string): Promise<Booking | null> {
    return this.request<Booking | null>(`/bookings/${encodeURIComponent(bookingRef)}`, { method: 'GET' });
  }

  cancel(bookingRef: string): Promise<{ refundedCents: number }> {
    return this.request(`/bookings/${encodeURIComponent(bookingRef)}/cancel`, { method: 'POST', body: '{}' });
  }
}

export const supplier = new SupplierClient();

const SIGNATURE_PREFIX = 'sha256=';

/** Checks the `x-supplier-signature: sha256=<hex>` header on webhook deliveries. */
export function verifyWebhookSignature(rawBody: Buffer, header: string | null): boolean {
  if (!header || !header.startsWith(SIGNATURE_PREFIX)) return false;
  const given = Buffer.from(header.slice(SIGNATURE_PREFIX.length), 'hex');
  const expected = createHmac('sha256', config.supplierWebhookSecret).update(rawBody).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}
