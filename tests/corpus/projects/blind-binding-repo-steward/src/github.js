// Models the GitHub API wrapper (Octokit, using the server's app installation token).
import { Octokit } from '@octokit/rest';

const octokit = new Octokit({ auth: process.env.GITHUB_APP_TOKEN });
const split = full => {
  const [owner, repo] = full.split('/');
  return { owner, repo };
};

export const github = {
  branches: full => octokit.repos.listBranches({ ...split(full), per_page: 100 }).then(r => r.data),
  protect: (full, branch, reviews) =>
    octokit.repos.updateBranchProtection({
      ...split(full),
      branch,
      required_status_checks: null,
      enforce_admins: true,
      required_pull_request_reviews: { required_approving_review_count: reviews },
      restrictions: null,
    }),
  isAdmin: (full, login) =>
    octokit.repos
      .getCollaboratorPermissionLevel({ ...split(full), username: login })
      .then(r => r.data.permission === 'admin', () => false),
  invite: (full, login, permission) => octokit.repos.addCollaborator({ ...split(full), username: login, permission }),
  transfer: (full, newOwner) => octokit.repos.transfer({ ...split(full), new_owner: newOwner }),
};
