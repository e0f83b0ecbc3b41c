'use strict';

function client({ site, email, apiToken }) {
  const auth = 'Basic ' + Buffer.from(`${email}:${apiToken}`).toString('base64');
  async function call(path, init = {}) {
    const res = await fetch(`${site}/rest/api/3${path}`, {
      ...init,
      headers: { authorization: auth, accept: 'application/json', 'content-type': 'application/json' },
    });
    if (!res.ok) throw new Error(`jira ${path}: ${res.status}`);
    return res.status === 204 ? null : res.json();
  }

  async function* search(jql, pageSize = 50) {
    let startAt = 0;
    for (;;) {
      const page = await call('/search', { method: 'POST', body: JSON.stringify({ jql, startAt, maxResults: pageSize, fields: ['summary', 'status'] }) });
      yield* page.issues;
      startAt += page.issues.length;
      if (startAt >= page.total || page.issues.length === 0) return;
    }
  }

  return {
    search,
    transition: (key, transitionId, comment) =>
      call(`/issue/${encodeURIComponent(key)}/transitions`, {
        method: 'POST',
        body: JSON.stringify({
          transition: { id: transitionId },
          update: comment ? { comment: [{ add: { body: { type: 'doc', version: 1, content: [{ type: 'paragraph', content: [{ type: 'text', text: comment }] }] } } }] } : undefined,
        }),
      }),
  };
}

module.exports = { client };
