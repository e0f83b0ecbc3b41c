// Defines delete_branch, which skips protected branches and confirms before deleting.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { userIdOf } from '../state.js';

const TOOL = 'delete_branch';

const isProtected = (patterns, branch) =>
  patterns.some((p) => (p.endsWith('/*') ? branch.startsWith(p.slice(0, -1)) : p === branch));

const refuse = (text) => ({ isError: true, content: [{ type: 'text', text }] });

export default function deleteBranchTool(container) {
  return {
    name: TOOL,
    config: {
      description: 'Delete a branch. Asks the user to type the branch name to confirm.',
      inputSchema: z.object({ repo: z.string(), branch: z.string() }),
      annotations: { destructiveHint: true },
    },
    async handler({ repo, branch }, ctx) {
      const git = container.get('gitHost');
      const { protectedBranches } = container.get('config');
      const codec = container.get('stateCodec');
      const userId = userIdOf(ctx);

      // already verified by the McpServer requestState hook (signature, expiry, user binding)
      const pending = await ctx.mcpReq.requestState();
      if (pending) {
        if (pending.tool !== TOOL || pending.repo !== repo || pending.branch !== branch) {
          return refuse('This confirmation was issued for a different request.');
        }
        const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
        if (answer?.typed !== branch) return refuse('Branch name did not match; nothing deleted.');
        await git.deleteBranch(repo, branch);
        return { content: [{ type: 'text', text: `Deleted ${repo}@${branch} (request ${pending.requestId}).` }] };
      }

      if (isProtected(protectedBranches, branch)) return refuse(`${branch} is protected.`);
      if (!(await git.canPush(repo, userId))) return refuse('You cannot push to this repository.');
      const head = await git.branch(repo, branch);

      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: `Delete ${repo}@${branch} (last commit ${head.commit.short_id})? Type the branch name to confirm.`,
            requestedSchema: {
              type: 'object',
              properties: { typed: { type: 'string', title: 'Branch name' } },
              required: ['typed'],
            },
          }),
        },
        requestState: await codec.mint({ tool: TOOL, repo, branch, requestId: randomUUID() }, ctx),
      });
    },
  };
}
