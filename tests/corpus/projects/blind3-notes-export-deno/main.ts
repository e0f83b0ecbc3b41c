import { McpServer, createMcpHandler, requireBearerAuth, inputRequired, acceptedContent } from 'npm:@modelcontextprotocol/server@^2.4.0';
import { z } from 'npm:zod@^3.25.0';
import { seal, unseal } from './seal.ts';
import { listNotebook, renderExport } from './notes.ts';

type ExportState = { notebook: string; noteIds: string[] };

function userOf(ctx: { http?: { authInfo?: { extra?: Record<string, unknown> } } }): string {
  const id = ctx.http?.authInfo?.extra?.userId;
  if (typeof id !== 'string') throw new Error('no authenticated user');
  return id;
}

function factory() {
  const server = new McpServer({ name: 'notes-export', version: '0.2.0' }, { capabilities: { tools: {} } });
  server.registerTool(
    'export_notebook',
    { description: 'Export a notebook as Markdown or PDF', inputSchema: { notebook: z.string() } },
    async ({ notebook }, ctx) => {
      const who = userOf(ctx);
      const raw = await ctx.mcpReq.requestState<string>();
      if (!raw) {
        const notes = await listNotebook(who, notebook);
        return inputRequired({
          inputRequests: {
            format: inputRequired.elicit({
              message: `Export ${notes.length} notes from ${notebook} as?`,
              requestedSchema: { type: 'object', properties: { format: { type: 'string', enum: ['md', 'pdf'] } } },
            }),
          },
          requestState: await seal<ExportState>({ notebook, noteIds: notes.map((n) => n.id) }, who, 'export_notebook'),
        });
      }
      const state = await unseal<ExportState>(raw, who, 'export_notebook');
      const choice = acceptedContent<{ format: 'md' | 'pdf' }>(ctx.mcpReq.inputResponses, 'format');
      const url = await renderExport(who, state.noteIds, choice?.format ?? 'md');
      return { content: [{ type: 'text', text: `Export ready: ${url}` }] };
    },
  );
  return server;
}

const mcp = createMcpHandler(factory);
const auth = requireBearerAuth({
  verifier: {
    async verifyAccessToken(token: string) {
      const res = await fetch(Deno.env.get('USERINFO_URL')!, { headers: { Authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error('token rejected');
      const me = await res.json();
      return { token, clientId: me.azp, scopes: ['notes'], expiresAt: me.exp, extra: { userId: me.sub } };
    },
  },
});

Deno.serve({ port: 8787 }, async (req) => {
  const authInfo = await auth(req);
  return authInfo instanceof Response ? authInfo : mcp.fetch(req, { authInfo });
});
