import * as z from 'zod/v4';
import { inputRequired } from '@modelcontextprotocol/server';
import { gh } from '../github.js';
import { openFor, principalOf, refusal, sealFor } from '../state/sealer.js';
import { answered, askYesNo, confirmed, text } from './ui.js';

const DELETE_BRANCH = 'delete_branch';
const PROTECT_BRANCH = 'protect_branch';

export const listBranches = {
  name: 'list_branches',
  config: {
    description: 'Branches of a repository with their protection status',
    inputSchema: z.object({ repo: z.string() }),
    annotations: { readOnlyHint: true },
  },
  handler: async ({ repo }, ctx) => {
    await gh.requireAtLeast(principalOf(ctx), repo, 'read');
    const branches = await gh.branches(repo);
    return text(branches.map((b) => `${b.protected ? '🔒' : '  '} ${b.name}  ${b.commit.sha.slice(0, 7)}`).join('\n'));
  },
};

export const deleteBranch = {
  name: DELETE_BRANCH,
  config: {
    description: 'Delete a branch. Unmerged commits on it are lost.',
    inputSchema: z.object({ repo: z.string(), branch: z.string() }),
    annotations: { destructiveHint: true },
  },
  handler: async (args, ctx) => {
    await gh.requireAtLeast(principalOf(ctx), args.repo, 'write');
    const token = ctx.mcpReq.requestState();

    if (token === undefined) {
      const branch = await gh.branch(args.repo, args.branch);
      if (branch.protected) return text(`${args.branch} is protected; remove the protection first.`);
      const diff = await gh.compare(args.repo, 'main', args.branch);
      return inputRequired({
        inputRequests: {
          confirm: askYesNo(
            `Delete ${args.repo}:${args.branch} at ${branch.commit.sha.slice(0, 7)}? ` +
              (diff.ahead_by > 0 ? `${diff.ahead_by} commits are not on main and will be lost.` : 'Everything on it is already on main.'),
          ),
        },
        requestState: sealFor(ctx, DELETE_BRANCH, { headSha: branch.commit.sha }, args),
      });
    }

    const opened = openFor(ctx, DELETE_BRANCH, token, args);
    if (!opened.ok) return refusal(opened.reason);
    if (!confirmed(ctx)) return text('Branch kept.');
    const now = await gh.branch(args.repo, args.branch);
    // Someone pushed after the user said yes: what they agreed to lose is not what would be lost.
    if (now.commit.sha !== opened.state.headSha) return text(`${args.branch} moved since you confirmed; not deleted.`);
    await gh.deleteBranch(args.repo, args.branch);
    return text(`Deleted ${args.repo}:${args.branch}.`);
  },
};

export const protectBranch = {
  name: PROTECT_BRANCH,
  config: {
    description: 'Require status checks and reviews on a branch; you pick the checks',
    inputSchema: z.object({ repo: z.string(), branch: z.string().default('main') }),
  },
  handler: async (args, ctx) => {
    await gh.requireAtLeast(principalOf(ctx), args.repo, 'admin');
    const token = ctx.mcpReq.requestState();

    if (token === undefined) {
      const checks = await gh.checkNames(args.repo, args.branch);
      return inputRequired({
        inputRequests: {
          rules: inputRequired.elicit({
            message: `Protection for ${args.repo}:${args.branch}`,
            requestedSchema: {
              type: 'object',
              properties: {
                checks: { type: 'array', items: { type: 'string', enum: checks }, title: 'Required checks' },
                reviewers: { type: 'integer', minimum: 0, maximum: 6, default: 1, title: 'Required approvals' },
              },
            },
          }),
        },
        requestState: sealFor(ctx, PROTECT_BRANCH, { checks }, args),
      });
    }

    const opened = openFor(ctx, PROTECT_BRANCH, token, args);
    if (!opened.ok) return refusal(opened.reason);
    const rules = answered(ctx, 'rules');
    if (!rules) return text('Protection unchanged.');
    const checks = (rules.checks ?? []).filter((c) => opened.state.checks.includes(c));
    await gh.protect(args.repo, args.branch, checks, rules.reviewers ?? 1);
    return text(`${args.branch} now requires ${checks.length} checks and ${rules.reviewers ?? 1} approvals.`);
  },
};
