import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { callerFrom } from './auth.js';
import { history } from './deployer.js';
import { HISTORY_TOOL, PROMOTE_TOOL, ROLLBACK_TOOL, text, tools } from './tools/definitions.js';
import { promoteRelease } from './tools/promote.js';
import { rollbackRelease } from './tools/rollback.js';

export function createServer() {
  const server = new Server({ name: 'release-train', version: '2.3.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const caller = callerFrom(extra);
    switch (request.params.name) {
      case PROMOTE_TOOL:
        return promoteRelease(request.params, caller);
      case ROLLBACK_TOOL:
        return rollbackRelease(request.params, caller);
      case HISTORY_TOOL: {
        const { service, environment = 'production' } = request.params.arguments ?? {};
        const rows = await history(service, environment);
        return text(rows.map((r) => `${r.finishedAt}  ${r.version}  ${r.actor}`).join('\n') || 'No deployments.');
      }
      default:
        return text(`Unknown tool ${request.params.name}`, true);
    }
  });

  return server;
}
