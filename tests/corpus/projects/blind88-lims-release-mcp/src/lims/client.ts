// REST client for the LIMS: samples, batches, deviations, instruments and electronic signatures.
// @ts-nocheck
import { request } from 'undici';
import { config } from '../config.js';

export class LimsError extends Error {
  constructor(public status: number, message: string) {
    super(message);
  }
}

async function call(method: string, path: string, body?: unknown) {
  const res = await request(new URL(path, config.lims.baseUrl), {
    method,
    headers: {
      authorization: `Bearer ${config.lims.serviceToken}`,
      'content-type': 'application/json',
      accept: 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    headersTimeout: 10_000,
    bodyTimeout: 20_000,
  });
  const text = await res.body.text();
  if (res.statusCode >= 400) throw new LimsError(res.statusCode, `LIMS ${method} ${path}: ${res.statusCode} ${text.slice(0, 160)}`);
  return text ? JSON.parse(text) : null;
}

export const lims = {
  getSample: (sampleId: string) => call('GET', `/api/v3/samples/${encodeURIComponent(sampleId)}`),
  sampleResults: (sampleId: string) => call('GET', `/api/v3/samples/${encodeURIComponent(sampleId)}/results`),
  getBatch: (batchId: string) => call('GET', `/api/v3/batches/${encodeURIComponent(batchId)}`),
  openDeviations: (batchId: string) => call('GET', `/api/v3/batches/${encodeURIComponent(batchId)}/deviations?status=open`),
  verifySigner: (username: string, password: string) => call('POST', '/api/v3/esign/verify', { username, password }),
  releaseBatch: (batchId: string, esign: { username: string; password: string; meaning: string }, dispositions: Record<string, string>) =>
    call('POST', `/api/v3/batches/${encodeURIComponent(batchId)}/release`, { esign, dispositions }),
  instrumentSlots: (method: string, site: string, days: number) =>
    call('GET', `/api/v3/instruments/availability?method=${encodeURIComponent(method)}&site=${encodeURIComponent(site)}&days=${days}`),
  bookRetest: (sampleId: string, instrumentId: string, start: string, requestedBy: string, method: string) =>
    call('POST', `/api/v3/samples/${encodeURIComponent(sampleId)}/retests`, { instrumentId, start, requestedBy, method }),
};
