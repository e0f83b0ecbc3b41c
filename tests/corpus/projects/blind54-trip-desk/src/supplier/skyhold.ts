import { config } from '../config.js';

// Thin client for the Skyhold v2 distribution API. Holds and commits must happen inside one
// booking session: POST /sessions gives an access token that the hold and the commit both use.

export interface BookingSession {
  accessToken: string;
  expiresIn: number;
}

export interface Fare {
  fareId: string;
  carrier: string;
  departure: string;
  arrival: string;
  cabin: 'economy' | 'premium' | 'business';
  totalCents: number;
  currency: string;
}

export interface Hold {
  holdRef: string;
  totalCents: number;
  currency: string;
  ticketingDeadline: string;
}

export interface Booking {
  bookingId: string;
  agencyId: string;
  status: 'ticketed' | 'held' | 'cancelled';
  route: string;
  penaltyCents: number;
  currency: string;
}

async function partnerToken(): Promise<string> {
  const res = await fetch(`${config.skyhold.baseUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: config.skyhold.clientId,
      client_secret: config.skyhold.clientSecret,
    }),
  });
  if (!res.ok) throw new Error(`skyhold auth failed: ${res.status}`);
  const json = (await res.json()) as { access_token: string };
  return json.access_token;
}

async function call<T>(path: string, init: RequestInit & { bearer?: string } = {}): Promise<T> {
  const bearer = init.bearer ?? (await partnerToken());
  const res = await fetch(`${config.skyhold.baseUrl}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
  if (!res.ok) throw new Error(`skyhold ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export async function searchFares(q: { origin: string; destination: string; date: string; cabin: string }): Promise<Fare[]> {
  const params = new URLSearchParams(q);
  const { fares } = await call<{ fares: Fare[] }>(`/fares?${params}`);
  return fares;
}

export async function openBookingSession(agencyId: string): Promise<BookingSession> {
  const json = await call<{ access_token: string; expires_in: number }>('/sessions', {
    method: 'POST',
    body: JSON.stringify({ agency: agencyId, purpose: 'book' }),
  });
  return { accessToken: json.access_token, expiresIn: json.expires_in };
}

export async function holdFare(session: BookingSession, fareId: string, passengers: number): Promise<Hold> {
  return call<Hold>('/holds', {
    method: 'POST',
    bearer: session.accessToken,
    body: JSON.stringify({ fare_id: fareId, passengers }),
  });
}

export async function commitHold(session: Pick<BookingSession, 'accessToken'>, holdRef: string): Promise<{ bookingId: string }> {
  return call<{ bookingId: string }>(`/holds/${encodeURIComponent(holdRef)}/commit`, {
    method: 'POST',
    bearer: session.accessToken,
    body: JSON.stringify({ payment: 'agency_account' }),
  });
}

export async function getBooking(bookingId: string): Promise<Booking | null> {
  try {
    return await call<Booking>(`/bookings/${encodeURIComponent(bookingId)}`);
  } catch {
    return null;
  }
}

export async function cancelBooking(bookingId: string, refundMode: 'voucher' | 'original_payment'): Promise<{ refundCents: number }> {
  return call<{ refundCents: number }>(`/bookings/${encodeURIComponent(bookingId)}/cancel`, {
    method: 'POST',
    body: JSON.stringify({ refund_mode: refundMode }),
  });
}
