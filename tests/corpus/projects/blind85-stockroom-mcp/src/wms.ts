// HTTP client for the warehouse management system (WMS) REST API, with io-ts decoded responses.
// @ts-nocheck
import * as t from 'io-ts';
import { isLeft } from 'fp-ts/lib/Either.js';
import { PathReporter } from 'io-ts/lib/PathReporter.js';
import { settings } from './settings.js';

export const WMS_API_VERSION = '2024-05';

const SkuSummary = t.type({ sku: t.string, description: t.string, uom: t.string });
const SkuPage = t.type({ items: t.array(SkuSummary), nextPageToken: t.union([t.string, t.null]) });
const StockLevel = t.type({ sku: t.string, locationId: t.string, onHand: t.number, allocated: t.number });
const BinList = t.type({ bins: t.array(t.type({ locationId: t.string, sku: t.string, onHand: t.number })) });
const AdjustmentReceipt = t.type({ adjustmentId: t.string, newOnHand: t.number });

export type SkuSummary = t.TypeOf<typeof SkuSummary>;

function decode<A>(codec: t.Decoder<unknown, A>, value: unknown, what: string): A {
  const result = codec.decode(value);
  if (isLeft(result)) throw new Error(`WMS returned an unreadable ${what}: ${PathReporter.report(result)[0]}`);
  return result.right;
}

async function wms(path: string, init: RequestInit = {}): Promise<unknown> {
  const res = await fetch(new URL(path, settings.wms.baseUrl), {
    ...init,
    headers: {
      authorization: `ApiKey ${settings.wms.apiKey}`,
      'wms-api-version': WMS_API_VERSION,
      'content-type': 'application/json',
      ...(init.headers ?? {}),
    },
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`WMS ${init.method ?? 'GET'} ${path} failed with ${res.status}`);
  return res.json();
}

export async function searchSkus(siteId: string, query: string, pageToken: string | null) {
  const q = new URLSearchParams({ q: query, site: siteId, limit: '8' });
  if (pageToken) q.set('pageToken', pageToken);
  return decode(SkuPage, await wms(`/v3/skus?${q}`), 'SKU page');
}

export async function getStock(siteId: string, sku: string, locationId: string) {
  const q = new URLSearchParams({ site: siteId, sku, location: locationId });
  return decode(StockLevel, await wms(`/v3/stock?${q}`), 'stock level');
}

export async function listZoneBins(siteId: string, zone: string) {
  const q = new URLSearchParams({ site: siteId, zone });
  return decode(BinList, await wms(`/v3/zones/bins?${q}`), 'bin list').bins;
}

export async function postAdjustment(input: {
  siteId: string;
  sku: string;
  locationId: string;
  delta: number;
  reasonCode: string;
  userId: string;
  ifOnHand: number;
}) {
  return decode(
    AdjustmentReceipt,
    await wms('/v3/adjustments', { method: 'POST', body: JSON.stringify(input) }),
    'adjustment receipt',
  );
}

export async function postCountResults(siteId: string, zone: string, userId: string, lines: Array<{ locationId: string; sku: string; counted: number }>) {
  await wms('/v3/cycle-counts', { method: 'POST', body: JSON.stringify({ siteId, zone, countedBy: userId, lines }) });
}
