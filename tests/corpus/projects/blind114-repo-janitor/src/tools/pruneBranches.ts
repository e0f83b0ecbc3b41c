// Registers prune_merged_branches, which confirms with the user before deleting merged branches.
// @ts-nocheck
import * as z from 'zod/v4';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { deleteBranch, mergedBranches } from '../github.js';
import { pruneCodec, type PruneState } from '../state.js';

const TOOL = 'prune_merged_branches';

const fail = (text: string) => ({ content: [{ type: 'text' as const, text }], isError: true });

export function registerPrune(server: McpServer): void {
  server.registerTool(
    TOOL,
    {
      title: 'Prune merged branches',
      description: 'Delete branches that are fully merged and older than N days. Asks for confirmation.',
      inputSchema: z.object({
        owner: z.string(),
        repo: z.string(),
        olderThanDays: z.number().int().min(1).default(30),
      }),
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const auth = ctx.http?.authInfo;
      if (!auth) return fail('This tool needs an authenticated HTTP session.');

      const saved = await ctx.mcpReq.requestState<PruneState>();
      if (!saved) {
        const branches = await mergedBranches(auth.token, args.owner, args.repo, args.olderThanDays);
        if (branches.length === 0) {
          return { content: [{ type: 'text' as const, text: 'Nothing to prune.' }] };
        }
        const names = branches.map((b) => b.name);
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Delete ${names.length} branches from ${args.owner}/${args.repo}?\n${names.join('\n')}`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Delete them' } },
                required: ['confirm'],
              },
            }),
          },
          requestState: await pruneCodec.mint(
            {
              owner: args.owner,
              repo: args.repo,
              branches: names,
              ghToken: auth.token, // expect: no-secrets-in-state
            },
            ctx,
          ),
        });
      }

      if (saved.owner !== args.owner || saved.repo !== args.repo) {
        return fail('Repository changed between rounds; start again.');
      }
      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return { content: [{ type: 'text' as const, text: 'Nothing deleted.' }] };

      const token = saved.ghToken ?? auth.token;
      const deleted: string[] = [];
      for (const branch of saved.branches) {
        await deleteBranch(token, saved.owner, saved.repo, branch);
        deleted.push(branch);
      }
      return { content: [{ type: 'text' as const, text: `Deleted: ${deleted.join(', ')}` }] };
    },
  );
}
