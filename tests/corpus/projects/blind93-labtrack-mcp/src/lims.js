// Client for the laboratory information system: accession reservations and disposal reports.
export function makeLims({ baseUrl, apiKey }) {
  async function call(method, path, body) {
    const res = await fetch(new URL(path, baseUrl), {
      method,
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-api-key': apiKey },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(7000),
    });
    if (!res.ok) throw new Error(`LIMS ${method} ${path} answered ${res.status}`);
    return res.status === 204 ? null : res.json();
  }

  return {
    reserveAccession({ labId, kind, consentRef }) {
      return call('POST', '/api/v4/accessions/reservations', { labId, specimenType: kind, consentRef });
    },
    confirmAccession(reservationToken, location) {
      return call('POST', `/api/v4/accessions/reservations/${encodeURIComponent(reservationToken)}/confirm`, { location });
    },
    reportDisposal(sampleId, method, actor) {
      return call('POST', `/api/v4/specimens/${encodeURIComponent(sampleId)}/disposal`, { method, actor });
    },
  };
}
