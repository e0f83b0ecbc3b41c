// Admin GraphQL client: looks up the shop's stored token per call and respects the cost-based throttle.
// @ts-nocheck
import type { Shop } from './shops.js';

export class GraphqlError extends Error {
  constructor(public errors: { message: string; extensions?: { code?: string } }[]) {
    super(errors.map((e) => e.message).join('; '));
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function createGraphqlClient(tokens: { adminToken(shopId: string): Promise<string> }, defaultVersion: string) {
  return async function gql(shop: Shop, query: string, variables: Record<string, unknown> = {}) {
    const token = await tokens.adminToken(shop.id);
    const version = shop.apiVersion || defaultVersion;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const res = await fetch(`https://${shop.domain}/admin/api/${version}/graphql.json`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'X-Shopline-Access-Token': token,
        },
        body: JSON.stringify({ query, variables }),
        signal: AbortSignal.timeout(20_000),
      });
      if (res.status === 429) {
        await sleep(Number(res.headers.get('retry-after') ?? 1) * 1000);
        continue;
      }
      if (!res.ok) throw new Error(`Admin API ${res.status} for ${shop.domain}`);
      const body = await res.json();
      const throttled = body.errors?.some((e) => e.extensions?.code === 'THROTTLED');
      if (throttled) {
        const status = body.extensions?.cost?.throttleStatus;
        const deficit = (body.extensions?.cost?.requestedQueryCost ?? 100) - (status?.currentlyAvailable ?? 0);
        await sleep(Math.max(500, (deficit / (status?.restoreRate ?? 50)) * 1000));
        continue;
      }
      if (body.errors?.length) throw new GraphqlError(body.errors);
      return body.data;
    }
    throw new Error(`Admin API kept throttling ${shop.domain}`);
  };
}
