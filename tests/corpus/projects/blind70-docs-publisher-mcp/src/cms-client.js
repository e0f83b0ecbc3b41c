// HTTP client for the headless CMS content API.

export function createCmsClient({ baseUrl, token, apiVersion }) {
  async function call(method, path, body) {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'cms-api-version': apiVersion,
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (res.status === 404) return null;
    if (!res.ok) {
      const detail = await res.text().catch(() => '');
      throw new Error(`CMS ${method} ${path} -> ${res.status} ${detail.slice(0, 160)}`);
    }
    return res.status === 204 ? null : res.json();
  }

  const entry = (space, id) => `/spaces/${encodeURIComponent(space)}/entries/${encodeURIComponent(id)}`;

  return {
    listEntries: (space, query) => call('GET', `/spaces/${encodeURIComponent(space)}/entries?${new URLSearchParams(query)}`),
    getEntry: (space, id) => call('GET', entry(space, id)),
    publish: (space, id, revision) => call('PUT', `${entry(space, id)}/published`, { revision }),
    unpublish: (space, id) => call('DELETE', `${entry(space, id)}/published`),
    schedule: (space, id, at) => call('POST', `${entry(space, id)}/scheduled-actions`, { action: 'publish', at }),
    patch: (space, id, revision, fields) => call('PATCH', entry(space, id), { revision, fields }),
    createRedirect: (space, from, to) => call('POST', `/spaces/${encodeURIComponent(space)}/redirects`, { from, to, status: 301 }),
    createUpload: (space, filename, contentType) =>
      call('POST', `/spaces/${encodeURIComponent(space)}/uploads`, { filename, contentType }),
    finalizeUpload: (space, uploadId, title) =>
      call('POST', `/spaces/${encodeURIComponent(space)}/uploads/${encodeURIComponent(uploadId)}/asset`, { title }),
  };
}
