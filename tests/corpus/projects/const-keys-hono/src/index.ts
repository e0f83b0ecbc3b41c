// Hono entry of the server: one McpServer per request, verify hook from the wizard codec.
// @ts-nocheck
import { Hono } from 'hono';
import { McpServer, createMcpHandler, inputRequired } from '@modelcontextprotocol/server';
import { logRound, sealState, wizardCodec } from './state.js';

function buildServer(): McpServer {
  const server = new McpServer({ name: 'site-builder', version: '0.2.0' }, { requestState: { verify: wizardCodec.verify } });
  server.registerTool('publish_site', { description: 'Publish the site' }, async ({ siteId }, ctx) => {
    logRound('publish_site');
    const state = ctx.mcpReq.requestState();
    if (!state) return inputRequired({ inputRequests: {}, requestState: await wizardCodec.mint({ tool: 'publish_site', siteId }, ctx) });
    return { content: [{ type: 'text', text: `Published ${state.siteId}` }] };
  });
  return server;
}

const app = new Hono();
app.post('/mcp', (c) => createMcpHandler(() => buildServer()).fetch(c.req.raw));
app.get('/legacy-state', (c) => c.text(sealState({ tool: 'legacy', userId: c.req.header('x-user') })));
export default app;
