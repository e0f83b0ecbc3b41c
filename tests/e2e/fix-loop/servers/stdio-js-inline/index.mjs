// Fixture for tests/e2e/fix-loop.test.ts: JavaScript ESM over stdio, inline base64 JSON state in the handlers. Insecure on purpose.
import { McpServer, acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { StdioServerTransport, serveStdio } from '@modelcontextprotocol/server/stdio';
import * as z from 'zod';

const approval = z.object({ confirm: z.boolean().describe('Approve this change') });

const server = new McpServer({ name: 'git-housekeeper', version: '1.1.0' });

server.registerTool(
  'delete_branch',
  {
    description: 'Delete a branch of a repository (asks first)',
    inputSchema: z.object({
      repo: z.string().describe('owner/name'),
      branch: z.string(),
      mode: z.enum(['soft', 'hard']).default('soft'),
    }),
    annotations: { destructiveHint: true },
  },
  async ({ repo, branch, mode }, ctx) => {
    const requestState = ctx.mcpReq.requestState();
    if (!requestState) {
      const headSha = Buffer.from(`${repo}#${branch}`).toString('hex').slice(0, 12);
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({ message: `${mode} delete ${repo}@${branch} (${headSha})?`, requestedSchema: approval }),
        },
        requestState: Buffer.from(JSON.stringify({ repo, branch, headSha })).toString('base64'),
      });
    }

    const state = JSON.parse(Buffer.from(requestState, 'base64').toString());
    const reply = acceptedContent(ctx.mcpReq.inputResponses, 'confirm', approval);
    if (!reply?.confirm) {
      return { content: [{ type: 'text', text: 'Kept the branch.' }] };
    }
    return { content: [{ type: 'text', text: `Deleted ${state.repo}@${state.branch} at ${state.headSha} (${mode}).` }] };
  },
);

server.registerTool(
  'tag_release',
  {
    description: 'Create a release tag (asks first)',
    inputSchema: z.object({ repo: z.string(), tag: z.string() }),
  },
  async (args, ctx) => {
    const requestState = ctx.mcpReq.requestState();
    if (!requestState) {
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({ message: `Tag ${args.repo} as ${args.tag}?`, requestedSchema: approval }),
        },
        requestState: Buffer.from(JSON.stringify({ tag: args.tag, target: 'main' })).toString('base64'),
      });
    }

    const state = JSON.parse(Buffer.from(requestState, 'base64').toString());
    const reply = acceptedContent(ctx.mcpReq.inputResponses, 'confirm', approval);
    if (!reply?.confirm) {
      return { content: [{ type: 'text', text: 'No tag created.' }] };
    }
    return { content: [{ type: 'text', text: `Tagged ${state.target} of ${args.repo} as ${state.tag}.` }] };
  },
);

// The 2026-07-28 opening (server/discover) needs serveStdio; a bare server.connect(transport) only speaks 2025-era.
serveStdio(() => server, { transport: new StdioServerTransport() });
