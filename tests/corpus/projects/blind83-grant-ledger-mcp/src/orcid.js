// Client for the ORCID member API, called with the researcher's own linked ORCID access token.
import { config } from './config.js';

async function orcidGet(path, accessToken) {
  const res = await fetch(`${config.orcidApiBase}${path}`, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/vnd.orcid+json' },
  });
  if (!res.ok) throw new Error(`ORCID ${path} answered ${res.status}`);
  return res.json();
}

export async function listWorks(orcidId, accessToken) {
  const body = await orcidGet(`/${orcidId}/works`, accessToken);
  return (body.group ?? []).map((g) => {
    const summary = g['work-summary'][0];
    const doi = (summary['external-ids']?.['external-id'] ?? []).find((x) => x['external-id-type'] === 'doi');
    return {
      putCode: String(summary['put-code']),
      title: summary.title?.title?.value ?? '(untitled)',
      year: summary['publication-date']?.year?.value ?? null,
      doi: doi ? doi['external-id-value'] : null,
    };
  });
}

export async function workDetail(orcidId, putCode, accessToken) {
  const w = await orcidGet(`/${orcidId}/work/${encodeURIComponent(putCode)}`, accessToken);
  const doi = (w['external-ids']?.['external-id'] ?? []).find((x) => x['external-id-type'] === 'doi');
  return { putCode: String(w['put-code']), title: w.title?.title?.value ?? '(untitled)', doi: doi ? doi['external-id-value'] : null };
}
