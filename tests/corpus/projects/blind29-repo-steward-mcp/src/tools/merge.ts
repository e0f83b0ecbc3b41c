import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { ResultAsync, errAsync, okAsync } from 'neverthrow';
import * as z from 'zod/v4';
import { github, type PullSummary } from '../github/client.js';
import { compose, refuse, rounds, text, withTiming, withUser, type ToolContext, type User } from '../pipeline.js';

const TOOL = 'merge_pull_request';
const state = rounds(TOOL);

const inputSchema = {
  repo: z.string().regex(/^[\w.-]+\/[\w.-]+$/),
  number: z.number().int().positive(),
  method: z.enum(['merge', 'squash', 'rebase']).default('squash'),
};

interface MergeArgs {
  readonly repo: string;
  readonly number: number;
  readonly method: 'merge' | 'squash' | 'rebase';
}

interface PendingMerge {
  readonly headSha: string;
}

const confirm = (pr: PullSummary, method: string) =>
  inputRequired.elicit({
    message: `${method} "${pr.title}" (#${pr.number}, ${pr.commits} commit(s), head ${pr.headSha.slice(0, 7)}) into ${pr.base}?`,
    requestedSchema: { type: 'object', properties: { merge: { type: 'boolean', title: 'Merge' } }, required: ['merge'] },
  });

const merge = async (args: MergeArgs, ctx: ToolContext, user: User) => {
  const raw = ctx.mcpReq.requestState<string>();

  if (raw === undefined) {
    if (!(await github.canPush(args.repo, user.login))) return refuse(`${user.login} cannot push to ${args.repo}`);
    const pr = await github.pullRequest(args.repo, args.number);
    if (pr.mergeable === false) return text(`#${pr.number} has conflicts; nothing to confirm.`);
    return state.seal<PendingMerge>({ headSha: pr.headSha }, user.id, args).match(
      (requestState) => inputRequired({ inputRequests: { confirm: confirm(pr, args.method) }, requestState }),
      () => refuse('seal'),
    );
  }

  return state
    .open<PendingMerge>(raw, user.id, args)
    .andThen((pending) =>
      acceptedContent<{ merge: boolean }>(ctx.mcpReq.inputResponses, 'confirm')?.merge === true
        ? okAsync(pending)
        : errAsync('declined' as const),
    )
    .andThen((pending) =>
      ResultAsync.fromPromise(github.merge(args.repo, args.number, { sha: pending.headSha, method: args.method }), () => 'github' as const),
    )
    .match(
      (merged) => text(`Merged ${args.repo}#${args.number} as ${merged.sha.slice(0, 7)}.`),
      (reason) => (reason === 'declined' ? text('Left the pull request open.') : refuse(reason)),
    );
};

export const registerMerge = (server: McpServer) =>
  server.registerTool(
    TOOL,
    {
      title: 'Merge pull request',
      description: 'Merge a pull request after the maintainer confirms the exact head commit.',
      inputSchema,
      annotations: { destructiveHint: true },
    },
    compose<MergeArgs>(withTiming(TOOL))(withUser(merge)),
  );
