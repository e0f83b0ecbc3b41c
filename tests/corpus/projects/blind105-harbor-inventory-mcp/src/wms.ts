// Client for the warehouse management system REST API, authenticated with this server's own service token.
// @ts-nocheck
import { ok, fail } from './lib/result.js';

export const WMS_API_VERSION = '2025-03-01';

export const makeWms = ({ wmsBaseUrl, wmsServiceToken }) => {
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    try {
      const res = await fetch(`${wmsBaseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${wmsServiceToken}`,
          'wms-api-version': WMS_API_VERSION,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(6000),
      });
      if (res.status === 404) return fail('no such site or SKU in the WMS');
      if (res.status === 409) return fail('the WMS rejected the change because stock moved in the meantime');
      if (!res.ok) return fail(`WMS answered ${res.status}`);
      return ok(res.status === 204 ? null : await res.json());
    } catch (error) {
      return fail(`WMS unreachable: ${(error as Error).message}`);
    }
  };

  const site = (siteId: string) => `/sites/${encodeURIComponent(siteId)}`;

  return {
    stock: (siteId: string, sku: string) => call('GET', `${site(siteId)}/stock/${encodeURIComponent(sku)}`),
    belowReorderPoint: (siteId: string) => call('GET', `${site(siteId)}/stock?filter=below-reorder-point`),
    transfer: (transfer, idempotencyKey: string) => call('POST', '/transfers', transfer, { 'idempotency-key': idempotencyKey }),
  };
};
