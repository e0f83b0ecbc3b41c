// HTTP client for the multi-carrier rating, pickup and tracking gateway.
// @ts-nocheck
import { z } from 'zod';
import { config } from './config.js';

export const RateSchema = z.object({
  carrier: z.string().min(2).max(8),
  service: z.string().min(1),
  transitDays: z.number().int().nonnegative(),
  totalCents: z.number().int().positive(),
  currency: z.string().length(3),
});
export type Rate = z.infer<typeof RateSchema>;

const RatesResponse = z.object({ rates: z.array(RateSchema) });

const PickupResponse = z.object({
  confirmation: z.string().min(4),
  window: z.object({ from: z.string(), to: z.string() }),
});

const TrackingResponse = z.object({
  status: z.enum(['label_created', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered', 'exception']),
  events: z.array(z.object({ at: z.string(), location: z.string().nullable(), description: z.string() })),
  eta: z.string().nullable(),
});

class CarrierGatewayError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

async function call<T>(path: string, schema: z.ZodType<T>, init: RequestInit = {}): Promise<T> {
  const res = await fetch(new URL(path, config.carrier.url), {
    ...init,
    headers: {
      'x-api-key': config.carrier.apiKey,
      'content-type': 'application/json',
      accept: 'application/json',
      ...(init.headers ?? {}),
    },
    signal: AbortSignal.timeout(15_000),
  });
  if (!res.ok) {
    const text = await res.text();
    throw new CarrierGatewayError(res.status, `carrier gateway ${path} answered ${res.status}: ${text.slice(0, 200)}`);
  }
  return schema.parse(await res.json());
}

export async function fetchRates(req: {
  origin: string;
  destination: string;
  weightKg: number;
  pallets: number;
  service: 'standard' | 'expedited' | 'any';
}): Promise<Rate[]> {
  const body = await call('/v2/rates', RatesResponse, { method: 'POST', body: JSON.stringify(req) });
  return [...body.rates].sort((a, b) => a.totalCents - b.totalCents);
}

export async function createPickup(req: {
  carrier: string;
  service: string;
  origin: string;
  destination: string;
  weightKg: number;
  pallets: number;
  pickupDate: string;
  contact: { name: string; phone: string };
}) {
  return call('/v2/pickups', PickupResponse, { method: 'POST', body: JSON.stringify(req) });
}

export async function cancelPickup(carrier: string, confirmation: string, reason: string) {
  await call(`/v2/pickups/${encodeURIComponent(carrier)}/${encodeURIComponent(confirmation)}/cancel`, z.object({}).passthrough(), {
    method: 'POST',
    body: JSON.stringify({ reason }),
  });
}

export async function fetchTracking(carrier: string, confirmation: string) {
  return call(`/v2/tracking/${encodeURIComponent(carrier)}/${encodeURIComponent(confirmation)}`, TrackingResponse);
}
