'use strict';

function createGithubClient({ apiBase, org, workflow }) {
  async function call(pathname, token, init = {}) {
    const res = await fetch(`${apiBase}${pathname}`, {
      ...init,
      headers: {
        accept: 'application/vnd.github+json',
        authorization: `Bearer ${token}`,
        'x-github-api-version': '2022-11-28',
        ...(init.headers || {}),
      },
    });
    if (!res.ok) throw new Error(`GitHub ${res.status} on ${pathname}`);
    return res.status === 204 ? null : res.json();
  }

  return {
    async dispatchDeploy({ ref, environment, repo = 'service' }, token) {
      await call(`/repos/${org}/${repo}/actions/workflows/${workflow}/dispatches`, token, {
        method: 'POST',
        body: JSON.stringify({ ref, inputs: { environment } }),
      });
      return { url: `https://github.com/${org}/${repo}/actions/workflows/${workflow}` };
    },

    async latestRuns(repo, token) {
      const data = await call(`/repos/${org}/${repo}/actions/runs?per_page=5`, token);
      return data.workflow_runs.map((r) => ({ id: r.id, status: r.status, branch: r.head_branch }));
    },
  };
}

module.exports = { createGithubClient };
