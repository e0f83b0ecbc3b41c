// Bun HTTP entry: MCP server (SDK 2.x) with an add_note tool that lets the user review a drafted note.
import { McpServer, createMcpHandler, requireBearerAuth, inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { PORT } from './env.js';
import { sealer, openLegacyState } from './sealer.js';
import { fetchContact, appendNote, crmHeaders, estimateTokens } from './crm-client.js';
import { verifyAccessToken } from './auth.js';

const TOOL = 'add_note';

function buildServer() {
  const server = new McpServer({ name: 'crm-notes', version: '2.1.0' }, { capabilities: { tools: {} } });

  server.registerTool(
    TOOL,
    { description: 'Draft a note on a CRM contact and save it once the user approves', inputSchema: { contactId: z.string(), text: z.string() } },
    async ({ contactId, text }, ctx) => {
      const authInfo = ctx.http?.authInfo;
      const userId = authInfo?.extra?.userId;
      if (!userId) return { isError: true, content: [{ type: 'text', text: 'Not signed in' }] };

      const raw = await ctx.mcpReq.requestState();
      if (!raw) {
        const contact = await fetchContact(contactId, authInfo.token);
        const requestState = await sealer.seal(
          {
            userId,
            tool: TOOL,
            contactId,
            draft: text,
            scopes: authInfo.scopes,
            tokenCount: estimateTokens(text),
            upstream: crmHeaders(authInfo.token), // expect-todo: no-secrets-in-state
          },
          { userId, tool: TOOL },
        );
        return inputRequired({
          inputRequests: {
            review: inputRequired.elicit({
              message: `Save this note on ${contact.name}?\n\n${text}`,
              requestedSchema: { type: 'object', properties: { save: { type: 'boolean' } }, required: ['save'] },
            }),
          },
          requestState,
        });
      }

      const state = raw.includes('~') ? openLegacyState(raw, userId, TOOL) : await sealer.open(raw, { userId, tool: TOOL });
      if (!state || state.userId !== userId || state.tool !== TOOL || state.contactId !== contactId) {
        return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };
      }
      if (acceptedContent(ctx.mcpReq.inputResponses, 'review')?.save !== true) {
        return { content: [{ type: 'text', text: 'Note discarded' }] };
      }
      const saved = await appendNote(contactId, state.draft, state.upstream ?? crmHeaders(authInfo.token));
      return { content: [{ type: 'text', text: saved ? `Saved (${state.tokenCount} tokens)` : 'Save failed' }] };
    },
  );
  return server;
}

const mcp = createMcpHandler(buildServer);
const auth = requireBearerAuth({ verifier: { verifyAccessToken }, requiredScopes: ['notes:write'] });

Bun.serve({
  port: PORT,
  async fetch(request) {
    const authInfo = await auth(request);
    if (authInfo instanceof Response) return authInfo;
    return mcp.fetch(request, { authInfo });
  },
});
