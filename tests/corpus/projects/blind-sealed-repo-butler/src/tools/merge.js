// Models the destructive merge_pull_request tool with a confirmation round.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { mintState, checkState } from '../state/index.js';

const TOOL = 'merge_pull_request';

const digest = (args) =>
  createHash('sha256').update(`${args.repo}#${args.number}@${args.strategy}`).digest('hex');

export default function registerMerge(server, github) {
  server.registerTool(
    TOOL,
    {
      description: 'Merge a pull request',
      inputSchema: {
        repo: z.string(),
        number: z.number().int(),
        strategy: z.enum(['merge', 'squash', 'rebase']),
        requestState: z.string().optional(),
        confirm: z.boolean().optional(),
      },
      annotations: { destructiveHint: true },
    },
    async (args, extra) => {
      const userId = extra.authInfo?.extra?.userId;
      if (!userId) return { isError: true, content: [{ type: 'text', text: 'Not signed in' }] };
      const { requestState, confirm, ...target } = args;

      if (requestState) {
        let claims;
        try {
          claims = checkState(requestState, { userId, tool: TOOL });
        } catch {
          return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };
        }
        if (claims.argsDigest !== digest(target)) {
          return { isError: true, content: [{ type: 'text', text: 'State does not match this merge.' }] };
        }
        if (!confirm) return { content: [{ type: 'text', text: 'Merge cancelled.' }] };
        const sha = await github.merge(target.repo, target.number, target.strategy);
        return { content: [{ type: 'text', text: `Merged as ${sha}` }] };
      }

      const pr = await github.pull(target.repo, target.number);
      return {
        resultType: 'input_required',
        inputRequests: {
          confirm: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Merge "${pr.title}" into ${pr.base} with ${target.strategy}?`,
              requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } } },
            },
          },
        },
        requestState: mintState({ argsDigest: digest(target), headSha: pr.headSha }, { userId, tool: TOOL }),
      };
    },
  );
}
