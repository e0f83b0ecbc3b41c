// Small fetch wrapper with timeouts and JSON handling for upstream services.
// @ts-nocheck
export class UpstreamError extends Error {
  constructor(readonly status: number, readonly url: string, body: string) {
    super(`upstream ${status} from ${url}: ${body.slice(0, 200)}`);
    this.name = 'UpstreamError';
  }
}

export async function requestJson(url: string, init: RequestInit = {}, timeoutMs = 8000) {
  const res = await fetch(url, {
    ...init,
    headers: { accept: 'application/json', ...(init.headers ?? {}) },
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  if (!res.ok) throw new UpstreamError(res.status, url, text);
  return text ? JSON.parse(text) : null;
}

export function centsToText(cents: number, currency = 'USD') {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}
