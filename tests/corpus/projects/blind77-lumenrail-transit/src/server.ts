// Builds a fresh MCP server for each HTTP request and registers the Lumenrail rider tools.
// @ts-nocheck
import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { registerPlanTrip } from './tools/planTrip.ts';
import { registerTopUpCard } from './tools/topUpCard.ts';
import { registerCancelSeasonPass } from './tools/cancelSeasonPass.ts';
import { registerLinkBikeShare } from './tools/linkBikeShare.ts';

export function buildServer() {
  const server = new McpServer(
    { name: 'lumenrail-transit', version: '0.9.3' },
    {
      capabilities: { tools: {} },
      instructions: 'Tools for Lumenrail riders. Fares depend on the rider profile; money-moving tools ask for confirmation.',
    },
  );
  registerPlanTrip(server);
  registerTopUpCard(server);
  registerCancelSeasonPass(server);
  registerLinkBikeShare(server);
  return server;
}

export const mcpHandler = createMcpHandler(buildServer);
