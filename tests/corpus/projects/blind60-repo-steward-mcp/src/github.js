import { Octokit } from '@octokit/rest';

export const ORG = process.env.STEWARD_ORG ?? 'acme-platform';

// The steward acts through the org's GitHub App installation; what each user may do is checked
// against their own permission on the repository before every write.
const octokit = new Octokit({
  auth: process.env.GITHUB_INSTALLATION_TOKEN,
  userAgent: 'repo-steward-mcp/1.4',
});

const cache = new Map();

export const gh = {
  async permission(login, repo) {
    const { data } = await octokit.repos.getCollaboratorPermissionLevel({ owner: ORG, repo, username: login });
    return data.permission; // admin | maintain | write | triage | read | none
  },
  async requireAtLeast(login, repo, level) {
    const order = ['none', 'read', 'triage', 'write', 'maintain', 'admin'];
    const has = await gh.permission(login, repo);
    if (order.indexOf(has) < order.indexOf(level)) {
      throw new Error(`${login} needs ${level} on ${ORG}/${repo} (has ${has})`);
    }
  },
  async issues(repo, params) {
    return (await octokit.issues.listForRepo({ owner: ORG, repo, ...params })).data;
  },
  async labels(repo) {
    const key = `labels:${repo}`;
    if (!cache.has(key)) cache.set(key, (await octokit.issues.listLabelsForRepo({ owner: ORG, repo, per_page: 100 })).data);
    return cache.get(key);
  },
  createIssue: (repo, body) => octokit.issues.create({ owner: ORG, repo, ...body }).then((r) => r.data),
  closeIssue: (repo, issue_number) =>
    octokit.issues.update({ owner: ORG, repo, issue_number, state: 'closed', state_reason: 'not_planned' }),
  comment: (repo, issue_number, body) => octokit.issues.createComment({ owner: ORG, repo, issue_number, body }),
  branches: (repo) => octokit.repos.listBranches({ owner: ORG, repo, per_page: 100 }).then((r) => r.data),
  branch: (repo, branch) => octokit.repos.getBranch({ owner: ORG, repo, branch }).then((r) => r.data),
  deleteBranch: (repo, branch) => octokit.git.deleteRef({ owner: ORG, repo, ref: `heads/${branch}` }),
  protect: (repo, branch, checks, reviewers) =>
    octokit.repos.updateBranchProtection({
      owner: ORG,
      repo,
      branch,
      required_status_checks: { strict: true, contexts: checks },
      enforce_admins: true,
      required_pull_request_reviews: { required_approving_review_count: reviewers },
      restrictions: null,
    }),
  checkNames: (repo, ref) =>
    octokit.checks.listForRef({ owner: ORG, repo, ref, per_page: 100 }).then((r) => [...new Set(r.data.check_runs.map((c) => c.name))]),
  latestRelease: (repo) => octokit.repos.getLatestRelease({ owner: ORG, repo }).then((r) => r.data, () => undefined),
  compare: (repo, base, head) => octokit.repos.compareCommits({ owner: ORG, repo, base, head }).then((r) => r.data),
  createRelease: (repo, body) => octokit.repos.createRelease({ owner: ORG, repo, ...body }).then((r) => r.data),
  transfer: (repo, newOwner) => octokit.repos.transfer({ owner: ORG, repo, new_owner: newOwner }).then((r) => r.data),
  purgeCaches() {
    const n = cache.size;
    cache.clear();
    return n;
  },
  invalidate(repo) {
    for (const key of cache.keys()) if (key.endsWith(`:${repo}`)) cache.delete(key);
  },
};
