// McpServer factory: registers the dispatch, tracking and operator tools for one request.
import { McpServer } from '@modelcontextprotocol/server';
import { registerRouteTools } from './tools/routes.js';
import { registerTrackingTool } from './tools/tracking.js';
import { registerTransferTool } from './tools/adminTransfer.js';
import { getTenant } from './tenants.js';

export function principal(ctx) {
  const extra = ctx.http?.authInfo?.extra;
  const tenant = extra?.tenantId ? getTenant(extra.tenantId) : null;
  if (!tenant || !extra.userId) throw new Error('unauthenticated');
  return { tenant, userId: extra.userId, scopes: ctx.http.authInfo.scopes ?? [] };
}

export function toolError(text) {
  return { content: [{ type: 'text', text }], isError: true };
}

export function reply(text) {
  return { content: [{ type: 'text', text }] };
}

export function buildServer() {
  const server = new McpServer(
    { name: 'fleetline-dispatch', version: '2.3.1' },
    { capabilities: { tools: {} }, instructions: 'Dispatch tools for the authenticated courier company.' },
  );
  registerRouteTools(server);
  registerTrackingTool(server);
  registerTransferTool(server);
  return server;
}
