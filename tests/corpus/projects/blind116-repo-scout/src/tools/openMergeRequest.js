// Defines open_merge_request, which asks for a title and description before opening it.
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { userIdOf } from '../state.js';

const TOOL = 'open_merge_request';

export default function openMergeRequestTool(container) {
  return {
    name: TOOL,
    config: {
      description: 'Open a merge request; asks for a title and description.',
      inputSchema: z.object({ repo: z.string(), head: z.string(), base: z.string().default('main') }),
    },
    async handler({ repo, head, base }, ctx) {
      const git = container.get('gitHost');
      const codec = container.get('stateCodec');
      userIdOf(ctx);

      const pending = await ctx.mcpReq.requestState();
      const details = acceptedContent(ctx.mcpReq.inputResponses, 'details');
      if (pending && details) {
        const sameRequest = pending.tool === TOOL && pending.repo === repo && pending.head === head && pending.base === base;
        if (!sameRequest) return { isError: true, content: [{ type: 'text', text: 'State does not match this request.' }] };
        const mr = await git.openMergeRequest(repo, { head, base, title: details.title, description: details.description ?? '' });
        return { content: [{ type: 'text', text: `Opened !${mr.iid}: ${mr.web_url}` }] };
      }

      return inputRequired({
        inputRequests: {
          details: inputRequired.elicit({
            message: `Merge ${head} into ${base} on ${repo}`,
            requestedSchema: {
              type: 'object',
              properties: {
                title: { type: 'string', minLength: 3 },
                description: { type: 'string' },
              },
              required: ['title'],
            },
          }),
        },
        requestState: await codec.mint({ tool: TOOL, repo, head, base }, ctx),
      });
    },
  };
}
