import { settings } from './settings.js';

const base = settings.argocd.url;

export class ArgoError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

async function call(path, { session, method = 'GET', body } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(session ? { authorization: `Bearer ${session.token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) {
    throw new ArgoError(res.status, `Argo CD ${method} ${path}: ${res.status} ${await res.text()}`);
  }
  return res.json();
}

/** Logs the service account in. Argo session tokens are JWTs that live ~24h. */
export async function openSession() {
  const { token } = await call('/api/v1/session', {
    method: 'POST',
    body: { username: settings.argocd.username, password: settings.argocd.password },
  });
  return { token, openedAt: Date.now() };
}

export function assertManaged(app) {
  if (settings.allowedApps.length && !settings.allowedApps.includes(app)) {
    throw new ArgoError(403, `${app} is not managed by release-pilot`);
  }
}

export async function getApp(app, session) {
  return call(`/api/v1/applications/${encodeURIComponent(app)}`, { session });
}

export async function diffSummary(app, revision, session) {
  const res = await call(
    `/api/v1/applications/${encodeURIComponent(app)}/managed-resources?revision=${encodeURIComponent(revision)}`,
    { session },
  );
  const changed = (res.items ?? []).filter((r) => r.diff?.modified);
  return { changed: changed.map((r) => `${r.kind}/${r.name}`), total: res.items?.length ?? 0 };
}

export async function sync(app, revision, session) {
  return call(`/api/v1/applications/${encodeURIComponent(app)}/sync`, {
    session,
    method: 'POST',
    body: { revision, prune: false, dryRun: false },
  });
}

export async function history(app, session) {
  const res = await getApp(app, session);
  return (res.status?.history ?? [])
    .map((h) => ({ id: h.id, revision: h.revision, deployedAt: h.deployedAt }))
    .reverse();
}

export async function rollback(app, historyId, session) {
  return call(`/api/v1/applications/${encodeURIComponent(app)}/rollback`, {
    session,
    method: 'POST',
    body: { id: historyId, prune: false },
  });
}
