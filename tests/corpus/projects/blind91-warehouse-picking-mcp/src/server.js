// Builds the warehouse picking McpServer and resolves the calling user from the HTTP auth info.
import { McpServer } from '@modelcontextprotocol/server';
import { config } from './config.js';
import { registerStockQuery } from './tools/stockQuery.js';
import { registerPickList } from './tools/pickList.js';
import { registerReleaseOrder } from './tools/releaseOrder.js';

function whoAmI(ctx) {
  const extra = ctx.http?.authInfo?.extra;
  if (!extra?.userId || !extra?.siteId) throw new Error('an authenticated warehouse user is required');
  return { userId: extra.userId, siteId: extra.siteId };
}

export function buildServer() {
  const server = new McpServer(
    { name: 'warehouse-picking', version: '0.9.4' },
    { capabilities: { tools: {} }, instructions: `WMS API ${config.apiVersion}` },
  );
  registerStockQuery(server, whoAmI);
  registerPickList(server, whoAmI);
  registerReleaseOrder(server, whoAmI);
  return server;
}
