// Client for the go-links REST API to get, list, create, rename and delete links.
// In-process client for the go-links store (Postgres behind a tiny REST API).
const API = process.env.GOLINKS_API ?? 'http://golinks-api.internal:7000';

async function api(path, init) {
  const res = await fetch(`${API}${path}`, { headers: { 'content-type': 'application/json' }, ...init });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`golinks ${path}: ${res.status}`);
  return res.status === 204 ? true : res.json();
}

export const links = {
  get: (slug) => api(`/links/${encodeURIComponent(slug)}`),
  owned: (owner) => api(`/links?owner=${encodeURIComponent(owner)}`),
  create: (slug, target, owner) => api('/links', { method: 'POST', body: JSON.stringify({ slug, target, owner }) }),
  rename: (slug, to) => api(`/links/${encodeURIComponent(slug)}`, { method: 'PATCH', body: JSON.stringify({ slug: to }) }),
  remove: (slug) => api(`/links/${encodeURIComponent(slug)}`, { method: 'DELETE' }),
};
