import { App } from '@octokit/app';

const { GITHUB_APP_ID, GITHUB_APP_PRIVATE_KEY } = process.env;
if (!GITHUB_APP_ID || !GITHUB_APP_PRIVATE_KEY) throw new Error('GitHub App credentials are not configured');

const app = new App({ appId: GITHUB_APP_ID, privateKey: GITHUB_APP_PRIVATE_KEY.replace(/\\n/g, '\n') });

const split = (fullName) => {
  const [owner, repo] = fullName.split('/');
  if (!owner || !repo) throw new Error(`expected owner/repo, got "${fullName}"`);
  return { owner, repo };
};

/** Installation tokens are minted and cached by @octokit/app; callers only ever hold the installation id. */
export async function installationIdFor(fullName) {
  const { data } = await app.octokit.request('GET /repos/{owner}/{repo}/installation', split(fullName));
  return data.id;
}

export const octokitFor = (installationId) => app.getInstallationOctokit(installationId);

export async function canMaintain(octokit, fullName, login) {
  const { data } = await octokit.request('GET /repos/{owner}/{repo}/collaborators/{username}/permission', {
    ...split(fullName),
    username: login,
  });
  return data.permission === 'admin' || data.role_name === 'maintain';
}

export async function mergedBranches(octokit, fullName, pattern) {
  const { owner, repo } = split(fullName);
  const { data: meta } = await octokit.request('GET /repos/{owner}/{repo}', { owner, repo });
  const re = new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
  const branches = await octokit.paginate('GET /repos/{owner}/{repo}/branches', { owner, repo, protected: false, per_page: 100 });
  const merged = [];
  for (const branch of branches) {
    if (branch.name === meta.default_branch || !re.test(branch.name)) continue;
    const { data: cmp } = await octokit.request('GET /repos/{owner}/{repo}/compare/{basehead}', {
      owner,
      repo,
      basehead: `${meta.default_branch}...${branch.name}`,
    });
    if (cmp.ahead_by === 0) merged.push(branch.name);
  }
  return merged;
}

/** When the repository last received a push, in seconds since the epoch. */
export async function lastPushedAtSeconds(octokit, fullName) {
  const { data } = await octokit.request('GET /repos/{owner}/{repo}', split(fullName));
  return Math.floor(Date.parse(data.pushed_at) / 1000);
}

export const deleteBranch = (octokit, fullName, branch) =>
  octokit.request('DELETE /repos/{owner}/{repo}/git/refs/{ref}', { ...split(fullName), ref: `heads/${branch}` });

export async function stalePulls(octokit, fullName, days) {
  const cutoff = Date.now() - days * 24 * 60 * 60 * 1000;
  const pulls = await octokit.paginate('GET /repos/{owner}/{repo}/pulls', { ...split(fullName), state: 'open', per_page: 100 });
  return pulls.filter((pr) => Date.parse(pr.updated_at) < cutoff).map((pr) => ({ number: pr.number, title: pr.title }));
}

export async function labelNames(octokit, fullName) {
  const labels = await octokit.paginate('GET /repos/{owner}/{repo}/labels', { ...split(fullName), per_page: 100 });
  return labels.map((l) => l.name);
}

export const addLabel = (octokit, fullName, number, label) =>
  octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/labels', { ...split(fullName), issue_number: number, labels: [label] });
