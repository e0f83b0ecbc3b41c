// GitHub API client for installation tokens, ref resolution, deployments and releases.
const API = 'https://api.github.com';

function appJwt() {
  const jwt = process.env.GITHUB_APP_JWT;
  if (!jwt) throw new Error('GITHUB_APP_JWT missing');
  return jwt;
}

async function gh(path, { token, method = 'GET', body } = {}) {
  const res = await fetch(`${API}${path}`, {
    method,
    headers: {
      accept: 'application/vnd.github+json',
      authorization: `Bearer ${token}`,
      'x-github-api-version': '2022-11-28',
    },
    body: body && JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`GitHub ${method} ${path}: ${res.status}`);
  return res.status === 204 ? null : res.json();
}

export const github = {
  async installationToken(installationId) {
    const out = await gh(`/app/installations/${installationId}/access_tokens`, { token: appJwt(), method: 'POST' });
    return { token: out.token, expiresAt: out.expires_at };
  },

  async resolveRef(token, repo, ref) {
    const out = await gh(`/repos/${repo}/commits/${encodeURIComponent(ref)}`, { token });
    return { sha: out.sha, message: out.commit.message.split('\n')[0] };
  },

  createDeployment(token, repo, sha, environment) {
    return gh(`/repos/${repo}/deployments`, {
      token,
      method: 'POST',
      body: { ref: sha, environment, auto_merge: false, required_contexts: [] },
    });
  },

  async listReleases(token, repo) {
    return gh(`/repos/${repo}/releases?per_page=5`, { token });
  },
};
