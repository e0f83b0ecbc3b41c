// POST helpers for the ops gateway API that start runbook jobs.
// @ts-nocheck
const OPS_API = process.env.OPS_API_URL ?? 'http://ops-gateway.internal:8080';

const post = (path: string) => async (body: unknown) => {
  const res = await fetch(`${OPS_API}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-ops-caller': 'mcp-runbook' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} failed with ${res.status}`);
  return res.json() as Promise<{ jobId: string }>;
};

export const restartService = (env: string, service: string, actor: string) =>
  post('/v1/restart')({ env, service, actor });

export const serviceStatus = async (env: string, service: string) => {
  const res = await fetch(`${OPS_API}/v1/status/${env}/${service}`);
  return (await res.json()) as { replicas: number; healthy: number; version: string };
};
