import { randomBytes } from 'node:crypto';
import { Data, Effect } from 'effect';
import { settings } from './config.js';

export class CarrierError extends Data.TaggedError('CarrierError') {}

const apiKey = process.env.CARRIER_API_KEY;
if (!apiKey) throw new Error('CARRIER_API_KEY must be set');

const carrier = (path, init = {}) =>
  Effect.tryPromise({
    try: async () => {
      const res = await fetch(`${settings.carrierUrl}${path}`, {
        ...init,
        headers: { 'x-api-key': apiKey, 'content-type': 'application/json', accept: 'application/json' },
      });
      if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
      return res.json();
    },
    catch: (cause) => new CarrierError({ path, cause }),
  }).pipe(Effect.retry({ times: 2 }));

// quotes stay on the server; the client only ever sees the random handle
const quotes = new Map();
const QUOTE_TTL_MS = 4 * 60 * 1000;

export const rememberQuote = (owner, quote) => {
  const handle = randomBytes(16).toString('hex');
  quotes.set(handle, { owner, quote, expires: Date.now() + QUOTE_TTL_MS });
  return handle;
};

export const takeQuote = (owner, handle) => {
  const entry = quotes.get(handle);
  quotes.delete(handle);
  return entry && entry.owner === owner && entry.expires > Date.now() ? entry.quote : undefined;
};

export const api = {
  rates: (account, shipment) => carrier(`/accounts/${account}/rates`, { method: 'POST', body: JSON.stringify(shipment) }),
  buy: (account, rateId) => carrier(`/accounts/${account}/labels`, { method: 'POST', body: JSON.stringify({ rateId }) }),
  label: (account, labelId) => carrier(`/accounts/${account}/labels/${encodeURIComponent(labelId)}`),
  voidLabel: (account, labelId, reason) =>
    carrier(`/accounts/${account}/labels/${encodeURIComponent(labelId)}/void`, { method: 'POST', body: JSON.stringify({ reason }) }),
};
