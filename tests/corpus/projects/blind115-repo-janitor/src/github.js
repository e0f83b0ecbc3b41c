// GitHub REST helpers using the app token to list branches, read commit dates and delete branches.
'use strict';

const API = 'https://api.github.com';
const APP_TOKEN = process.env.GITHUB_APP_TOKEN;

const gh = (method) => async (path, body) => {
  const res = await fetch(`${API}${path}`, {
    method,
    headers: {
      accept: 'application/vnd.github+json',
      authorization: `Bearer ${APP_TOKEN}`,
      'x-github-api-version': '2022-11-28',
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok && res.status !== 204) throw new Error(`GitHub ${method} ${path}: ${res.status}`);
  return res.status === 204 ? null : res.json();
};

const get = gh('GET');
const del = gh('DELETE');

const listBranches = (owner, repo, page = 1) =>
  get(`/repos/${owner}/${repo}/branches?per_page=100&page=${page}`);

const lastCommitDate = async (owner, repo, sha) => {
  const commit = await get(`/repos/${owner}/${repo}/commits/${sha}`);
  return new Date(commit.commit.committer.date);
};

const deleteBranch = (owner, repo, branch) => del(`/repos/${owner}/${repo}/git/refs/heads/${encodeURIComponent(branch)}`);

module.exports = { listBranches, lastCommitDate, deleteBranch };
