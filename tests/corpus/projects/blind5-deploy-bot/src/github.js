// Thin wrapper over the GitHub REST API as used by the deploy bot.

const API = 'https://api.github.com';

function headers(token) {
  return {
    accept: 'application/vnd.github+json',
    authorization: `Bearer ${token}`,
    'user-agent': 'deploy-bot',
    'x-github-api-version': '2022-11-28',
  };
}

async function appJwt(env) {
  const res = await fetch(`${env.TOKEN_BROKER_URL}/app-jwt`, {
    headers: { authorization: `Bearer ${env.TOKEN_BROKER_SECRET}` },
  });
  if (!res.ok) throw new Error(`token broker answered ${res.status}`);
  return (await res.json()).jwt;
}

export async function createInstallationToken(env) {
  const jwt = await appJwt(env);
  const res = await fetch(`${API}/app/installations/${env.GITHUB_INSTALLATION_ID}/access_tokens`, {
    method: 'POST',
    headers: headers(jwt),
  });
  if (!res.ok) throw new Error(`installation token: ${res.status}`);
  const body = await res.json();
  return { id: env.GITHUB_INSTALLATION_ID, token: body.token, expiresAt: body.expires_at };
}

export async function listDeployments(token, repo, environment) {
  const url = new URL(`${API}/repos/${repo}/deployments`);
  url.searchParams.set('environment', environment);
  url.searchParams.set('per_page', '5');
  const res = await fetch(url, { headers: headers(token) });
  if (!res.ok) throw new Error(`list deployments: ${res.status}`);
  return res.json();
}

export async function deploymentStatuses(token, repo, deploymentId) {
  const res = await fetch(`${API}/repos/${repo}/deployments/${deploymentId}/statuses`, { headers: headers(token) });
  if (!res.ok) throw new Error(`deployment statuses: ${res.status}`);
  return res.json();
}

export async function dispatchRollback(token, repo, { environment, toVersion, requestedBy }) {
  const res = await fetch(`${API}/repos/${repo}/actions/workflows/rollback.yml/dispatches`, {
    method: 'POST',
    headers: headers(token),
    body: JSON.stringify({ ref: 'main', inputs: { environment, version: toVersion, requested_by: requestedBy } }),
  });
  if (res.status !== 204) throw new Error(`dispatch rollback: ${res.status}`);
}
