// REST client for the ForgeHub API, with an ETag cache for conditional GETs and Link-header pagination.
const axios = require('axios');
const { LRUCache } = require('lru-cache');
const config = require('./config');

const etagCache = new LRUCache({ max: 2000, ttl: 15 * 60 * 1000 });

const etags = {
  lookup(identity, url) {
    return etagCache.get(`${identity}::${url}`);
  },
  remember(identity, url, etag, data, headers) {
    if (etag) etagCache.set(`${identity}::${url}`, { etag, data, link: headers.link });
  },
};

function forgetRepo(owner, repo) {
  const needle = `/repos/${owner}/${repo}/`;
  for (const key of etagCache.keys()) {
    if (key.includes(needle)) etagCache.delete(key);
  }
}

function parseLink(header) {
  const links = {};
  if (!header) return links;
  for (const part of header.split(',')) {
    const m = part.match(/<([^>]+)>;\s*rel="([^"]+)"/);
    if (m) links[m[2]] = m[1];
  }
  return links;
}

function pageOf(url) {
  if (!url) return null;
  const n = Number(new URL(url).searchParams.get('page'));
  return Number.isInteger(n) && n > 0 ? n : null;
}

function createClient(token, identity) {
  const http = axios.create({
    baseURL: `${config.forgeBaseUrl}/api/v3`,
    timeout: 15000,
    headers: {
      Authorization: `token ${token}`,
      Accept: 'application/vnd.forgehub+json',
      'User-Agent': 'forgehub-mcp/1.3',
    },
    validateStatus: (s) => (s >= 200 && s < 300) || s === 304,
  });

  async function getWithEtag(path, params) {
    const url = http.getUri({ url: path, params });
    const cached = etags.lookup(identity, url);
    const res = await http.get(path, {
      params,
      headers: cached ? { 'If-None-Match': cached.etag } : {},
    });
    if (res.status === 304 && cached) return { data: cached.data, links: parseLink(cached.link), fromCache: true };
    etags.remember(identity, url, res.headers.etag, res.data, res.headers);
    return { data: res.data, links: parseLink(res.headers.link), fromCache: false };
  }

  return {
    async currentUser() {
      const res = await http.get('/user');
      return res.data;
    },
    async getRepo(owner, repo) {
      const res = await http.get(`/repos/${owner}/${repo}`);
      return res.data;
    },
    async listPulls(owner, repo, { state = 'open', page = 1, perPage = config.pageSize } = {}) {
      const out = await getWithEtag(`/repos/${owner}/${repo}/pulls`, { state, page, per_page: perPage, sort: 'updated' });
      return { pulls: out.data, nextPage: pageOf(out.links.next), lastPage: pageOf(out.links.last) };
    },
    async getPull(owner, repo, number) {
      const res = await http.get(`/repos/${owner}/${repo}/pulls/${number}`);
      return res.data;
    },
    async mergePull(owner, repo, number, { sha, method, title }) {
      const res = await http.put(`/repos/${owner}/${repo}/pulls/${number}/merge`, {
        sha,
        merge_method: method,
        commit_title: title,
      });
      return res.data;
    },
    async getBranch(owner, repo, branch) {
      const res = await http.get(`/repos/${owner}/${repo}/branches/${encodeURIComponent(branch)}`);
      return res.data;
    },
    async listBranches(owner, repo, page = 1) {
      const out = await getWithEtag(`/repos/${owner}/${repo}/branches`, { page, per_page: 100 });
      return { branches: out.data, nextPage: pageOf(out.links.next) };
    },
    async deleteRef(owner, repo, branch) {
      await http.delete(`/repos/${owner}/${repo}/git/refs/heads/${encodeURIComponent(branch)}`);
    },
  };
}

const service = createClient(config.serviceToken, 'service');

function asUser(user) {
  return createClient(user.token, `user:${user.id}`);
}

module.exports = { service, asUser, forgetRepo };
