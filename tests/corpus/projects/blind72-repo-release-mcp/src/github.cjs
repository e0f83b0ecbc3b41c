// Minimal GitHub REST client that always acts with the caller's own token.
'use strict';

/**
 * @constructor
 * @param {any} config
 * @param {string} token the caller's GitHub token, taken from the current request only
 */
function GitHub(config, token) {
  this.base = config.github.apiUrl;
  this.apiVersion = config.github.apiVersion;
  this.userAgent = config.github.userAgent;
  this.token = token;
}

GitHub.prototype.request = async function request(method, path, body) {
  const res = await fetch(`${this.base}${path}`, {
    method,
    headers: {
      accept: 'application/vnd.github+json',
      authorization: `Bearer ${this.token}`,
      'x-github-api-version': this.apiVersion,
      'user-agent': this.userAgent,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(15000),
  });
  if (res.status === 204) return { data: null, headers: res.headers };
  if (res.status === 404) return { data: undefined, headers: res.headers };
  if (!res.ok) {
    const text = await res.text();
    const err = new Error(`GitHub ${method} ${path} -> ${res.status}: ${text.slice(0, 300)}`);
    err.status = res.status;
    throw err;
  }
  return { data: await res.json(), headers: res.headers };
};

GitHub.prototype.whoami = async function whoami() {
  const { data, headers } = await this.request('GET', '/user');
  if (!data) throw new Error('token is not valid');
  const scopes = String(headers.get('x-oauth-scopes') || '').split(',').map((s) => s.trim()).filter(Boolean);
  return { id: data.id, login: data.login, scopes };
};

GitHub.prototype.findRelease = async function findRelease(owner, repo, tag) {
  const { data } = await this.request('GET', `/repos/${owner}/${repo}/releases?per_page=50`);
  return (data || []).find((r) => r.tag_name === tag);
};

GitHub.prototype.publishRelease = async function publishRelease(owner, repo, releaseId, makeLatest) {
  const { data } = await this.request('PATCH', `/repos/${owner}/${repo}/releases/${releaseId}`,
    { draft: false, make_latest: makeLatest ? 'true' : 'false' });
  return data;
};

GitHub.prototype.deleteRelease = async function deleteRelease(owner, repo, releaseId) {
  await this.request('DELETE', `/repos/${owner}/${repo}/releases/${releaseId}`);
};

GitHub.prototype.deleteTag = async function deleteTag(owner, repo, tag) {
  await this.request('DELETE', `/repos/${owner}/${repo}/git/refs/tags/${encodeURIComponent(tag)}`);
};

GitHub.prototype.compare = async function compare(owner, repo, base, head) {
  const { data } = await this.request('GET', `/repos/${owner}/${repo}/compare/${encodeURIComponent(base)}...${encodeURIComponent(head)}`);
  return data;
};

GitHub.prototype.pullsForCommit = async function pullsForCommit(owner, repo, sha) {
  const { data } = await this.request('GET', `/repos/${owner}/${repo}/commits/${sha}/pulls`);
  return data || [];
};

module.exports = GitHub;
