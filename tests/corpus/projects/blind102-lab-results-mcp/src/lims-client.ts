// HTTP client for the LIMS vendor API and the clinician release portal.
// @ts-nocheck

export interface PanelSummary {
  code: string;
  name: string;
  status: 'final' | 'preliminary' | 'corrected';
}

async function limsGet(baseUrl: string, apiKey: string, path: string) {
  const res = await fetch(`${baseUrl}${path}`, {
    headers: { 'x-api-key': apiKey, accept: 'application/json' },
    signal: AbortSignal.timeout(15_000),
  });
  if (!res.ok) throw new Error(`LIMS ${path} answered ${res.status}`);
  return res.json();
}

export async function listPanels(baseUrl: string, apiKey: string, accession: string): Promise<PanelSummary[]> {
  const body = await limsGet(baseUrl, apiKey, `/v2/samples/${encodeURIComponent(accession)}/panels`);
  return body.panels.filter((p) => p.status !== 'preliminary');
}

export async function panelResults(baseUrl: string, apiKey: string, accession: string, panelCode: string) {
  const body = await limsGet(
    baseUrl,
    apiKey,
    `/v2/samples/${encodeURIComponent(accession)}/panels/${encodeURIComponent(panelCode)}/results`,
  );
  return body.analytes;
}

export async function notifyPortal(portalUrl: string, serviceToken: string, clinicianId: string, accession: string, count: number) {
  const res = await fetch(`${portalUrl}/api/notifications`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${serviceToken}` },
    body: JSON.stringify({ clinicianId, kind: 'results.released', accession, count }),
  });
  if (!res.ok) throw new Error(`portal notification failed: ${res.status}`);
}
