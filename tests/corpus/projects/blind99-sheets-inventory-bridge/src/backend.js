// HTTP clients for the services behind the bridge: token exchange, the inventory API and the files service.
const { request } = require('undici');
const { config } = require('./config');

async function jsonCall(url, options) {
  const res = await request(url, options);
  const text = await res.body.text();
  if (res.statusCode >= 400) {
    const err = new Error(`${options.method || 'GET'} ${url} failed with HTTP ${res.statusCode}`);
    err.status = res.statusCode;
    throw err;
  }
  return { body: text ? JSON.parse(text) : null, headers: res.headers };
}

async function exchangeToken(subjectToken) {
  const basic = Buffer.from(`${config.exchange.clientId}:${config.exchange.clientSecret}`).toString('base64');
  const { body } = await jsonCall(config.exchange.url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${basic}` },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
      subject_token: subjectToken,
      subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
      audience: config.inventoryApi,
      scope: 'stock:read stock:write',
    }).toString(),
  });
  return { accessToken: body.access_token, expiresIn: body.expires_in };
}

const bearer = (token) => ({ authorization: `Bearer ${token}`, accept: 'application/json' });

async function listItems(token, warehouse, offset, limit, includeZero) {
  const qs = new URLSearchParams({ offset: String(offset), limit: String(limit), includeZero: includeZero ? '1' : '0' });
  const { body } = await jsonCall(`${config.inventoryApi}/warehouses/${encodeURIComponent(warehouse)}/items?${qs}`, { headers: bearer(token) });
  return { items: body.items, total: body.total, hasMore: offset + body.items.length < body.total };
}

async function upsertStock(token, warehouse, rows, idempotencyKey) {
  const { body } = await jsonCall(`${config.inventoryApi}/warehouses/${encodeURIComponent(warehouse)}/stock:batchUpsert`, {
    method: 'POST',
    headers: { ...bearer(token), 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
    body: JSON.stringify({ rows }),
  });
  return body;
}

async function findDiscontinued(token, warehouse, before) {
  const { body } = await jsonCall(`${config.inventoryApi}/warehouses/${encodeURIComponent(warehouse)}/items?status=discontinued&before=${encodeURIComponent(before)}&fields=sku`, { headers: bearer(token) });
  return body.items.map((item) => item.sku);
}

async function deleteItems(token, warehouse, skus) {
  const { body } = await jsonCall(`${config.inventoryApi}/warehouses/${encodeURIComponent(warehouse)}/items:batchDelete`, {
    method: 'POST',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: JSON.stringify({ skus }),
  });
  return body.deleted;
}

async function startUpload(key) {
  const { body } = await jsonCall(`${config.filesApi}/v1/uploads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key, contentType: 'text/csv' }),
  });
  return body.uploadId;
}

async function putPart(uploadId, partNumber, csv) {
  const { headers } = await jsonCall(`${config.filesApi}/v1/uploads/${encodeURIComponent(uploadId)}/parts/${partNumber}`, {
    method: 'PUT',
    headers: { 'content-type': 'text/csv' },
    body: csv,
  });
  return headers.etag;
}

async function completeUpload(uploadId, etags) {
  const { body } = await jsonCall(`${config.filesApi}/v1/uploads/${encodeURIComponent(uploadId)}/complete`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ parts: etags.map((etag, i) => ({ n: i + 1, etag })) }),
  });
  return body;
}

async function download(url, maxBytes) {
  const res = await request(url, { maxRedirections: 3 });
  if (res.statusCode >= 400) throw new Error(`Download failed with HTTP ${res.statusCode}`);
  const chunks = [];
  let size = 0;
  for await (const chunk of res.body) {
    size += chunk.length;
    if (size > maxBytes) {
      res.body.destroy();
      throw new Error('Workbook is larger than the allowed size');
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

module.exports = {
  exchangeToken,
  listItems,
  upsertStock,
  findDiscontinued,
  deleteItems,
  startUpload,
  putPart,
  completeUpload,
  download,
};
