// Client for the specimen courier's quoting API (climate-controlled parcels for loans).
// @ts-nocheck
import { env } from './env.js';

export interface CourierQuote {
  id: string;
  price: { amount: number; currency: string };
  service: string;
  estimated_days: number;
}

export async function quoteShipment(shipTo: string, parcels: number): Promise<CourierQuote> {
  const res = await fetch(`${env.courier.baseUrl}/v1/quotes`, {
    method: 'POST',
    headers: { 'x-api-key': env.courier.apiKey, 'content-type': 'application/json' },
    body: JSON.stringify({ destination: shipTo, parcels, handling: ['fragile', 'keep-dry'], service: 'museum-standard' }),
  });
  if (!res.ok) throw new Error(`courier quote failed: ${res.status}`);
  return res.json();
}
