// Payer directory (insurance plans). Server-to-server; the API key never leaves this module.
const BASE_URL = process.env.PAYER_DIRECTORY_URL ?? 'https://payers.example-clearinghouse.com';
const API_KEY = process.env.PAYER_DIRECTORY_API_KEY;
if (!API_KEY) throw new Error('PAYER_DIRECTORY_API_KEY is not set');

/** One page of plans. `nextPageToken` is the directory's paging cursor, absent on the last page. */
export async function listPlans({ state, pageToken } = {}) {
  const url = new URL('/v3/plans', BASE_URL);
  url.searchParams.set('pageSize', '15');
  if (state) url.searchParams.set('state', state);
  if (pageToken) url.searchParams.set('pageToken', pageToken);
  const res = await fetch(url, { headers: { 'x-api-key': API_KEY, accept: 'application/json' } });
  if (!res.ok) throw new Error(`payer directory: ${res.status}`);
  const body = await res.json();
  return {
    plans: body.plans.map((p) => ({ id: p.planId, name: `${p.payerName} – ${p.planName}` })),
    nextPageToken: body.nextPageToken ?? undefined,
  };
}
