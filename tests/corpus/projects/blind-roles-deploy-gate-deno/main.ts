// Deno entry point: MCP server (SDK 2.x) with a promote_release tool gated by a human approval round.
// @ts-nocheck
import { McpServer, createMcpHandler, inputRequired, acceptedContent } from 'npm:@modelcontextprotocol/server@2.4.0';
import { z } from 'npm:zod@3.23.8';
import { loadStateKeys } from './state/keys.ts';
import { makeStateCodec } from './state/codec.ts';

const TOOL = 'promote_release';
const codec = makeStateCodec(await loadStateKeys(), 30 * 60); // expect: require-state-binding

function buildServer() {
  const server = new McpServer({ name: 'deploy-gate', version: '0.9.0' }, { capabilities: { tools: {} } });

  server.registerTool(
    TOOL,
    {
      description: 'Promote a release to an environment after a human approves it',
      inputSchema: { release: z.string(), environment: z.enum(['staging', 'production']) },
      annotations: { destructiveHint: true },
    },
    async ({ release, environment }, ctx) => {
      const userId = ctx.http?.authInfo?.extra?.userId;
      if (!userId) return { isError: true, content: [{ type: 'text', text: 'Authentication required' }] };

      const raw = await ctx.mcpReq.requestState();
      if (!raw) {
        return inputRequired({
          inputRequests: {
            approve: inputRequired.elicit({
              message: `Promote ${release} to ${environment}?`,
              requestedSchema: { type: 'object', properties: { approve: { type: 'boolean' } }, required: ['approve'] },
            }),
          },
          requestState: await codec.mint({ release, environment }, userId, TOOL),
        });
      }

      const state = await codec.open(raw, userId, TOOL);
      if (!state || state.release !== release || state.environment !== environment) {
        return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };
      }
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'approve');
      if (answer?.approve !== true) return { content: [{ type: 'text', text: 'Promotion declined' }] };
      return { content: [{ type: 'text', text: `Promoting ${release} to ${environment}` }] };
    },
  );
  return server;
}

const handler = createMcpHandler(buildServer);
Deno.serve({ port: Number(Deno.env.get('PORT') ?? 8000) }, (req) => handler.fetch(req, {}));
