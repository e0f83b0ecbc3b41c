// ScoreLine regatta-scoring API. The club's API token stays on this server.
import { scoreline } from './config.js';

async function call(path, init = {}) {
  const res = await fetch(`${scoreline.baseUrl}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${scoreline.apiToken}`, 'content-type': 'application/json', ...init.headers },
  });
  if (!res.ok) throw new Error(`ScoreLine ${init.method ?? 'GET'} ${path} → ${res.status}`);
  return res.status === 204 ? null : res.json();
}

export const scorelineApi = {
  entry: (regattaId, sailNumber) =>
    call(`/regattas/${encodeURIComponent(regattaId)}/entries/${encodeURIComponent(sailNumber)}`),
  scratch: (regattaId, sailNumber, { reason, by }) =>
    call(`/regattas/${encodeURIComponent(regattaId)}/entries/${encodeURIComponent(sailNumber)}/scratch`, {
      method: 'POST',
      body: JSON.stringify({ reason, recordedBy: by }),
    }),
  /** Races and series are addressed by public keys, e.g. "lyc-2025-wed-6"; they appear in result URLs. */
  race: (raceKey) => call(`/races/${encodeURIComponent(raceKey)}?include=results,conditions`),
  recordFinish: (raceKey, finish) =>
    call(`/races/${encodeURIComponent(raceKey)}/finishes`, { method: 'POST', body: JSON.stringify(finish) }),
};
