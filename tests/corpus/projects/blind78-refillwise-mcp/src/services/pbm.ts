// Pharmacy benefit manager API client (OAuth2 client credentials) for eligibility checks, refill claims and transfers.
// @ts-nocheck
import { env } from '../env.js';

let cached: { accessToken: string; expiresAt: number } | null = null;

async function serviceToken(): Promise<string> {
  if (cached && cached.expiresAt - 30_000 > Date.now()) return cached.accessToken;
  const res = await fetch(env.pbm.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: env.pbm.clientId,
      client_secret: env.pbm.clientSecret,
      scope: 'eligibility claims transfers',
    }),
    signal: AbortSignal.timeout(8_000),
  });
  if (!res.ok) throw new Error(`PBM token endpoint returned ${res.status}`);
  const body = await res.json();
  cached = { accessToken: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
  return cached.accessToken;
}

async function call(path: string, body: Record<string, unknown>) {
  const res = await fetch(`${env.pbm.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${await serviceToken()}`,
      'content-type': 'application/json',
      'x-pbm-api-version': env.apiVersion,
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(12_000),
  });
  if (res.status === 401) cached = null;
  if (!res.ok) throw new Error(`PBM ${path} returned ${res.status}`);
  return res.json();
}

export const pbm = {
  eligibility: (memberId: string, rxNumber: string, pharmacyNpi: string) =>
    call('/v4/eligibility', { memberId, rxNumber, pharmacyNpi }),
  submitRefill: (claimRef: string, detail: Record<string, unknown>) =>
    call(`/v4/claims/${encodeURIComponent(claimRef)}/submit`, detail),
  transfer: (memberId: string, rxNumber: string, fromNpi: string, toNpi: string) =>
    call('/v4/transfers', { memberId, rxNumber, fromNpi, toNpi }),
};
