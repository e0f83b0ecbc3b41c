// Thin client for the port authority's vessel-arrival and tide APIs.
// @ts-nocheck

export class AuthorityError extends Error {
  constructor(public status: number, message: string) {
    super(message);
  }
}

async function call(baseUrl: string, token: string, path: string, init: RequestInit = {}) {
  const res = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...(init.headers ?? {}),
    },
    signal: AbortSignal.timeout(8000),
  });
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    throw new AuthorityError(res.status, `port authority ${path} failed: ${res.status} ${text.slice(0, 200)}`);
  }
  return res.status === 204 ? null : res.json();
}

export function notifyArrival(baseUrl: string, token: string, arrival: { imo: string; berth: string; eta: string; etd: string }) {
  return call(baseUrl, token, '/arrivals', { method: 'POST', body: JSON.stringify(arrival) });
}

export function cancelArrival(baseUrl: string, token: string, authorityRef: string) {
  return call(baseUrl, token, `/arrivals/${encodeURIComponent(authorityRef)}`, { method: 'DELETE' });
}

export function tideWindows(baseUrl: string, token: string, harbor: string, date: string, draft: number) {
  const qs = new URLSearchParams({ harbor, date, draft: draft.toFixed(1) });
  return call(baseUrl, token, `/tides/windows?${qs}`);
}
