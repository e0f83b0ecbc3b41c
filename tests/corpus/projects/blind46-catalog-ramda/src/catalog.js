import { createHash } from 'node:crypto';
import * as R from 'ramda';

const API = new URL(process.env.CATALOG_API_URL ?? 'https://catalog-api.shop.internal');
const serviceHeaders = { authorization: `Bearer ${process.env.CATALOG_API_TOKEN}`, accept: 'application/json' };

const request = async (path, init = {}) => {
  const res = await fetch(new URL(path, API), { ...init, headers: { ...serviceHeaders, ...init.headers } });
  if (!res.ok) throw new Error(`catalog ${init.method ?? 'GET'} ${path}: ${res.status}`);
  return res.status === 204 ? null : res.json();
};

export const getProduct = (sku) =>
  request(`/products/${encodeURIComponent(sku)}`).then(R.pick(['sku', 'name', 'stock', 'etag']));

// If-Match makes the delete fail when the product changed after the user confirmed it.
export const deleteProduct = (sku, etag) =>
  request(`/products/${encodeURIComponent(sku)}`, { method: 'DELETE', headers: { 'if-match': etag } });

export const upsertProducts = (rows) =>
  request('/products:batchUpsert', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rows }),
  });

// A supplier feed page: rows, the cursor of the next page, and a digest of what was read,
// so a later round can tell whether the supplier changed the file in between.
export const readFeedPage = async (feedUrl, pageToken) => {
  const url = new URL(feedUrl);
  if (pageToken) url.searchParams.set('pageToken', pageToken);
  const res = await fetch(url, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`feed answered ${res.status}`);
  const body = await res.text();
  const page = JSON.parse(body);
  return {
    columns: R.keys(R.head(page.rows) ?? {}),
    rows: page.rows,
    nextPageToken: page.nextPageToken ?? null,
    digest: createHash('sha256').update(body).digest('hex'),
  };
};
