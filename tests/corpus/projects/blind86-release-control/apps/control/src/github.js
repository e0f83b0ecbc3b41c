// GitHub client authenticated as a GitHub App; the installation token is cached in memory, never handed out.
'use strict';

const { SignJWT, importPKCS8 } = require('jose');

function githubClient({ apiUrl, apiVersion, appId, installationId, privateKeyPem, owner }) {
  let installation = null;
  let signingKey = null;

  async function appJwt() {
    signingKey = signingKey || (await importPKCS8(privateKeyPem, 'RS256'));
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({}).setProtectedHeader({ alg: 'RS256' }).setIssuer(String(appId)).setIssuedAt(now - 60).setExpirationTime(now + 540).sign(signingKey);
  }

  async function installationToken() {
    if (installation && installation.expiresAt - 60_000 > Date.now()) return installation.token;
    const res = await fetch(`${apiUrl}/app/installations/${installationId}/access_tokens`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await appJwt()}`, accept: 'application/vnd.github+json', 'x-github-api-version': apiVersion },
    });
    if (!res.ok) throw new Error(`GitHub refused an installation token (${res.status})`);
    const body = await res.json();
    installation = { token: body.token, expiresAt: Date.parse(body.expires_at) };
    return installation.token;
  }

  async function gh(method, path, body) {
    const res = await fetch(`${apiUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await installationToken()}`,
        accept: 'application/vnd.github+json',
        'x-github-api-version': apiVersion,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`GitHub ${method} ${path} answered ${res.status}`);
    return res.status === 204 ? null : res.json();
  }

  return {
    async currentDeployment(repo, environment) {
      const list = await gh('GET', `/repos/${owner}/${repo}/deployments?environment=${encodeURIComponent(environment)}&per_page=1`);
      return list && list[0] ? { id: list[0].id, sha: list[0].sha, ref: list[0].ref, createdAt: list[0].created_at } : null;
    },
    async listDeployments(repo, environment, page, perPage = 10) {
      const q = new URLSearchParams({ environment, per_page: String(perPage), page: String(page) });
      const list = (await gh('GET', `/repos/${owner}/${repo}/deployments?${q}`)) || [];
      return list.map((d) => ({ id: d.id, sha: d.sha, ref: d.ref, creator: d.creator && d.creator.login, createdAt: d.created_at }));
    },
    async release(repo, tag) {
      const r = await gh('GET', `/repos/${owner}/${repo}/releases/tags/${encodeURIComponent(tag)}`);
      if (!r) return null;
      const ref = await gh('GET', `/repos/${owner}/${repo}/git/ref/tags/${encodeURIComponent(tag)}`);
      return { tag: r.tag_name, name: r.name, sha: ref && ref.object.sha, publishedAt: r.published_at };
    },
    async combinedStatus(repo, sha) {
      const s = await gh('GET', `/repos/${owner}/${repo}/commits/${sha}/status`);
      return s ? s.state : 'unknown';
    },
    deploy(repo, { ref, environment, description, requestedBy }) {
      return gh('POST', `/repos/${owner}/${repo}/deployments`, {
        ref,
        environment,
        description,
        auto_merge: false,
        required_contexts: [],
        payload: { requestedBy },
      });
    },
  };
}

module.exports = { githubClient };
