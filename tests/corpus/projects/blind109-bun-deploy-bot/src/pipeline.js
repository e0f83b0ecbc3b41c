// Client for the CI API that plans, configures and runs deploys, plus a hash of the deploy arguments.
const CI_URL = Bun.env.CI_API_URL ?? 'https://ci.internal.example.com/api';

async function ci(path, init = {}) {
  const res = await fetch(`${CI_URL}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${Bun.env.CI_API_TOKEN}`, 'content-type': 'application/json' },
  });
  if (!res.ok) throw new Error(`CI ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

export const pipeline = {
  plan: ({ service, version, environment }) =>
    ci('/plans', { method: 'POST', body: JSON.stringify({ service, version, environment }) }),
  getPlan: (planId) => ci(`/plans/${encodeURIComponent(planId)}`),
  setStrategy: (planId, strategy) =>
    ci(`/plans/${encodeURIComponent(planId)}`, { method: 'PATCH', body: JSON.stringify({ strategy }) }),
  execute: (planId, requestedBy) =>
    ci(`/plans/${encodeURIComponent(planId)}/run`, { method: 'POST', body: JSON.stringify({ requestedBy }) }),
};

export async function hashArgs(args) {
  const canon = JSON.stringify([args.service, args.version, args.environment]);
  const buf = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canon));
  return Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, '0')).join('');
}
