// REST client for the Warehouse API: datasets (ETag-cached), query jobs with paged results, load jobs, cancellation.
import { createHash } from 'node:crypto';
import { config } from './config.js';

export class WarehouseError extends Error {
  constructor(status, reason, message) {
    super(message);
    this.status = status;
    this.reason = reason;
  }
}

const datasetCache = new Map();

async function call(token, method, path, { query, body, headers } = {}) {
  const url = new URL(`${config.apiBase}${path}`);
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
  }
  const res = await fetch(url, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      'Warehouse-Version': config.apiVersion,
      Accept: 'application/json',
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(30_000),
  });
  if (res.status === 304) return { status: 304, data: null, etag: res.headers.get('etag') };
  const data = res.status === 204 ? null : await res.json().catch(() => null);
  if (!res.ok) {
    throw new WarehouseError(res.status, data?.error?.reason ?? 'unknown', data?.error?.message ?? `Warehouse API ${res.status}`);
  }
  return { status: res.status, data, etag: res.headers.get('etag') };
}

export function warehouseFor(token) {
  return {
    async getDataset(name) {
      const cacheKey = `${createHash('sha256').update(token).digest('hex').slice(0, 16)}:${name}`;
      const cached = datasetCache.get(cacheKey);
      const res = await call(token, 'GET', `/datasets/${encodeURIComponent(name)}`, {
        headers: cached ? { 'If-None-Match': cached.etag } : {},
      });
      if (res.status === 304 && cached) return cached.data;
      if (cached && res.etag && cached.etag === res.etag) return cached.data;
      if (res.etag) datasetCache.set(cacheKey, { etag: res.etag, data: res.data });
      return res.data;
    },

    async startQuery(sql, { maxRows, location, dryRun = false }) {
      const { data } = await call(token, 'POST', '/queries', {
        body: { query: sql, maxResults: maxRows, location, dryRun, useLegacySql: false, timeoutMs: 20_000 },
      });
      return {
        jobId: data.jobReference.jobId,
        location: data.jobReference.location,
        complete: data.jobComplete,
        schema: data.schema?.fields ?? [],
        rows: data.rows ?? [],
        totalRows: Number(data.totalRows ?? 0),
        nextPageToken: data.pageToken ?? null,
        bytesProcessed: Number(data.totalBytesProcessed ?? 0),
      };
    },

    async getQueryResults(jobId, { pageToken, maxRows, location }) {
      const { data } = await call(token, 'GET', `/queries/${encodeURIComponent(jobId)}`, {
        query: { pageToken, maxResults: maxRows, location },
      });
      return {
        schema: data.schema?.fields ?? [],
        rows: data.rows ?? [],
        totalRows: Number(data.totalRows ?? 0),
        nextPageToken: data.pageToken ?? null,
      };
    },

    async planLoad({ dataset, table, sourceUri, format, writeDisposition }) {
      const { data } = await call(token, 'POST', `/datasets/${encodeURIComponent(dataset)}/loads:plan`, {
        body: { table, sourceUris: [sourceUri], sourceFormat: format, writeDisposition },
      });
      return { estimatedRows: data.estimatedRows, estimatedBytes: data.estimatedBytes, schemaChanges: data.schemaChanges ?? [] };
    },

    async startLoad({ dataset, table, sourceUri, format, writeDisposition }) {
      const { data } = await call(token, 'POST', `/datasets/${encodeURIComponent(dataset)}/loads`, {
        body: { table, sourceUris: [sourceUri], sourceFormat: format, writeDisposition },
      });
      return { jobId: data.jobReference.jobId, state: data.status.state };
    },

    async getJob(jobId) {
      const { data, etag } = await call(token, 'GET', `/jobs/${encodeURIComponent(jobId)}`);
      return { ...data, etag };
    },

    async cancelJob(jobId, etag) {
      const { data } = await call(token, 'POST', `/jobs/${encodeURIComponent(jobId)}:cancel`, {
        headers: { 'If-Match': etag },
      });
      return data;
    },
  };
}

export const serviceWarehouse = () => warehouseFor(config.serviceToken);
