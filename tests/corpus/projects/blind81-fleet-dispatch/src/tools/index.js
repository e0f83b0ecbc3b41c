// MCP server assembly: the tool catalogue and the tools/call dispatcher with its wrappers.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { reassignDriver } from './reassignDriver.js';
import { planRoute } from './planRoute.js';
import { pick, toolError } from '../fp.js';

const tools = [reassignDriver, planRoute];
const byName = new Map(tools.map((tool) => [tool.name, tool]));
const describe = pick('name', 'description', 'inputSchema', 'annotations');

const callerOf = (extra) => {
  const info = extra.authInfo?.extra ?? {};
  return { userId: info.userId, tenantId: info.tenantId, role: info.role };
};

const withCaller = (handler) => (request, extra) => {
  const caller = callerOf(extra);
  return caller.userId && caller.tenantId ? handler(request, caller) : Promise.resolve(toolError('Not authenticated.'));
};

const dispatcherOnly = (handler) => (request, caller) =>
  caller.role === 'dispatcher' || caller.role === 'admin' ? handler(request, caller) : Promise.resolve(toolError('Dispatcher role required.'));

const safely = (handler) => (request, caller) =>
  Promise.resolve()
    .then(() => handler(request, caller))
    .catch((err) => toolError(err.message));

const route = (request, caller) => {
  const tool = byName.get(request.params.name);
  return tool ? tool.handle(request, caller) : Promise.resolve(toolError(`Unknown tool: ${request.params.name}`));
};

export const createDispatchServer = () => {
  const server = new Server({ name: 'fleet-dispatch', version: '1.7.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: tools.map(describe) }));
  server.setRequestHandler(CallToolRequestSchema, withCaller(dispatcherOnly(safely(route))));
  return server;
};
