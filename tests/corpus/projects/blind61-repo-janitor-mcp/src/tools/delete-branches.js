import { canMaintain, deleteBranch, installationIdFor, lastPushedAtSeconds, mergedBranches, octokitFor } from '../github.js';
import { lockRepo, unlockRepo } from '../locks.js';
import { argsDigest } from '../state/args-digest.js';
import { issueRound, refused, verifyRound } from '../state/round-jwt.js';

export const DELETE_BRANCHES = 'delete_branches';

export const definition = {
  name: DELETE_BRANCHES,
  description: 'Delete branches of a repository that are fully merged into the default branch. Asks first.',
  inputSchema: {
    type: 'object',
    properties: {
      repo: { type: 'string', description: 'owner/name' },
      pattern: { type: 'string', description: 'branch name glob, e.g. "dependabot/*"', default: '*' },
    },
    required: ['repo'],
  },
  annotations: { destructiveHint: true, idempotentHint: true },
};

const text = (t, isError = false) => ({ content: [{ type: 'text', text: t }], ...(isError ? { isError } : {}) });

export async function deleteBranches(params, caller) {
  const { repo, pattern = '*' } = params.arguments ?? {};
  const raw = params.requestState;

  if (!raw) {
    const installationId = await installationIdFor(repo);
    const octokit = await octokitFor(installationId);
    if (!(await canMaintain(octokit, repo, caller.githubLogin))) return text(`You cannot maintain ${repo}.`, true);

    const branches = await mergedBranches(octokit, repo, pattern);
    if (branches.length === 0) return text(`No merged branches match "${pattern}" in ${repo}.`);
    const lockId = await lockRepo(repo, caller.userId);
    if (!lockId) return text(`Another clean-up of ${repo} is in progress.`, true);

    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Delete ${branches.length} merged branches of ${repo}?\n${branches.slice(0, 20).join('\n')}`,
            requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
          },
        },
      },
      requestState: await issueRound(
        { step: 'confirm', repo, pattern, branches, lockId, installationId, argsDigest: argsDigest({ repo, pattern }) },
        { userId: caller.userId, tool: DELETE_BRANCHES },
      ),
    };
  }

  console.debug(`[${DELETE_BRANCHES}] resuming for ${caller.userId} (${raw.length} bytes of state)`);
  const verified = await verifyRound(raw, { userId: caller.userId, tool: DELETE_BRANCHES });
  if (!verified.ok) return refused(verified.reason);
  const { claims } = verified;

  const answer = params.inputResponses?.confirm;
  if (answer?.action !== 'accept' || answer.content?.confirm !== true) {
    await unlockRepo(claims.lockId, caller.userId);
    return text('Nothing was deleted; the repository is unlocked.');
  }

  if (claims.argsDigest !== argsDigest({ repo, pattern })) return refused('args');

  const octokit = await octokitFor(claims.installationId);
  try {
    // A push after the preview may have added commits to a listed branch: make the user look again.
    if ((await lastPushedAtSeconds(octokit, claims.repo)) > claims.iat) {
      return text(`${claims.repo} changed since the preview; run ${DELETE_BRANCHES} again.`, true);
    }
    const deleted = [];
    for (const branch of claims.branches) {
      await deleteBranch(octokit, claims.repo, branch);
      deleted.push(branch);
    }
    return text(`Deleted ${deleted.length} branches of ${claims.repo}.`);
  } finally {
    await unlockRepo(claims.lockId, caller.userId);
  }
}
