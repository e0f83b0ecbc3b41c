// A Hono app serving an SDK 2.x calendar connector; its tools mint state with the SDK codec from payloads built in ./lib/pending.js.
// @ts-nocheck
import { Hono } from 'hono';
import { McpServer, createMcpHandler, createRequestStateCodec, inputRequired, requireBearerAuth } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { pendingShare, pendingSummary, pendingSync } from './lib/pending.js';

const codec = createRequestStateCodec({ // expect: require-state-binding
  key: Buffer.from(process.env.CAL_STATE_KEY ?? '', 'base64'),
  bind: (ctx) => `${ctx.http?.authInfo?.extra?.userId}`,
});

function buildServer(): McpServer {
  const server = new McpServer({ name: 'calendar', version: '1.5.0' }, { requestState: { verify: codec.verify } });

  server.registerTool('sync_calendar', { inputSchema: z.object({ calendarId: z.string() }) }, async ({ calendarId }, ctx) => {
    if (ctx.mcpReq.requestState() === undefined) {
      const state = await codec.mint({ ...pendingSync(calendarId, ctx.http.authInfo), tool: 'sync_calendar' }, ctx); // expect: no-secrets-in-state
      return inputRequired({ inputRequests: { range: inputRequired.elicit({ message: 'Which weeks?', requestedSchema: {} }) }, requestState: state });
    }
    return { content: [{ type: 'text', text: 'synced' }] };
  });

  server.registerTool('share_calendar', { inputSchema: z.object({ calendarId: z.string(), invitees: z.array(z.string()) }) }, async ({ calendarId, invitees }, ctx) => {
    if (ctx.mcpReq.requestState() === undefined) {
      return inputRequired({
        inputRequests: { confirm: inputRequired.elicit({ message: `Notify ${invitees.length} people by e-mail?`, requestedSchema: {} }) },
        requestState: await codec.mint(pendingShare(calendarId, ctx.http.authInfo, invitees), ctx), // expect: no-secrets-in-state
      });
    }
    return { content: [{ type: 'text', text: 'shared' }] };
  });

  server.registerTool('summarize_calendar', { inputSchema: z.object({ calendarId: z.string() }) }, async ({ calendarId }, ctx) => {
    if (ctx.mcpReq.requestState() === undefined) {
      const payload = pendingSummary(calendarId, ctx.http.authInfo, 'summarize the week');
      return inputRequired({ inputRequests: { style: inputRequired.elicit({ message: 'Short or long?', requestedSchema: {} }) }, requestState: await codec.mint({ ...payload, tool: 'summarize_calendar' }, ctx) });
    }
    return { content: [{ type: 'text', text: 'summary' }] };
  });
  return server;
}

const auth = requireBearerAuth({ verifier: { verifyAccessToken: async (token) => ({ token, clientId: 'cal', scopes: [], expiresAt: Date.now() / 1000 + 60, extra: { userId: token.slice(0, 8) } }) } });
const handler = createMcpHandler(() => buildServer());
const app = new Hono();
app.post('/mcp', async (c) => {
  const authInfo = await auth(c.req.raw);
  if (authInfo instanceof Response) return authInfo;
  return handler.fetch(c.req.raw, { authInfo });
});
export default app;
