// HTTP clients for the instrument scheduler (slots, queue, cancel) and the LIMS (barcodes, storage units).
// @ts-nocheck

async function request(baseUrl: string, token: string, path: string, init: RequestInit = {}) {
  const res = await fetch(new URL(path, baseUrl), {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...(init.headers ?? {}) },
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} -> ${res.status}`);
  return res.status === 204 ? null : res.json();
}

export function createInstrumentClient(baseUrl: string, token: string) {
  return {
    availableSlots: (instrumentId: string) => request(baseUrl, token, `/v2/instruments/${encodeURIComponent(instrumentId)}/slots?limit=6`),
    queueRun: (instrumentId: string, body: { slotId: string; method: string; sampleIds: string[]; requestedBy: string }) =>
      request(baseUrl, token, `/v2/instruments/${encodeURIComponent(instrumentId)}/runs`, { method: 'POST', body: JSON.stringify(body) }),
    cancelRun: (externalRunId: string, reason: string) =>
      request(baseUrl, token, `/v2/runs/${encodeURIComponent(externalRunId)}/cancel`, { method: 'POST', body: JSON.stringify({ reason }) }),
  };
}

export function createLimsClient(baseUrl: string, token: string) {
  return {
    lookupBarcodes: (barcodes: string[]) =>
      request(baseUrl, token, '/api/samples/lookup', { method: 'POST', body: JSON.stringify({ barcodes }) }),
    storageUnits: (labId: string) => request(baseUrl, token, `/api/labs/${encodeURIComponent(labId)}/storage-units`),
  };
}
