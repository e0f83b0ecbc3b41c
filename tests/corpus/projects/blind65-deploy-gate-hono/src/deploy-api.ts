// Client for the internal deploy API. Every call runs as the end user: we exchange
// the caller's SSO token for a deploy-API token (RFC 8693) and act with that.
const DEPLOY_API = process.env.DEPLOY_API_URL ?? 'https://deploy.internal.example/api/v3';
const STS_URL = process.env.STS_TOKEN_URL ?? 'https://login.corp.example/oauth2/token';

export interface DeployGrant {
  access_token: string;
  token_type: string;
  expires_in: number;
}

export interface Revision {
  id: string;
  createdAt: string;
  author: string;
  image: string;
  current: boolean;
}

export async function exchangeForDeployToken(subjectToken: string): Promise<DeployGrant> {
  const res = await fetch(STS_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
      subject_token: subjectToken,
      subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
      audience: 'deploy-api',
      client_id: process.env.STS_CLIENT_ID ?? 'deploy-gate',
      client_secret: process.env.STS_CLIENT_SECRET ?? '',
    }),
  });
  if (!res.ok) throw new Error(`token exchange failed: ${res.status}`);
  return (await res.json()) as DeployGrant;
}

async function deployApi<T>(token: string, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${DEPLOY_API}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
  if (!res.ok) throw new Error(`deploy api ${res.status} ${path}`);
  return (await res.json()) as T;
}

export const listRevisions = (token: string, service: string) =>
  deployApi<Revision[]>(token, `/services/${encodeURIComponent(service)}/revisions?limit=30`);

export const rollbackTo = (token: string, service: string, revisionId: string) =>
  deployApi<{ operation: string }>(token, `/services/${encodeURIComponent(service)}/rollback`, {
    method: 'POST',
    body: JSON.stringify({ revision: revisionId }),
  });

export const getScale = (token: string, service: string) =>
  deployApi<{ replicas: number; min: number; max: number }>(token, `/services/${encodeURIComponent(service)}/scale`);

export const setScale = (token: string, service: string, replicas: number) =>
  deployApi<{ operation: string }>(token, `/services/${encodeURIComponent(service)}/scale`, {
    method: 'PUT',
    body: JSON.stringify({ replicas }),
  });
