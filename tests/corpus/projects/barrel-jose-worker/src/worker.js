// A Cloudflare Worker (JavaScript, SDK 2.x) whose tools seal state with the jose helpers re-exported by ./auth/index.js.
import { McpServer, createMcpHandler, inputRequired } from '@modelcontextprotocol/server';
import { sealShortState, sealState } from './auth/index.js';

function buildServer(env) {
  const server = new McpServer({ name: 'dns-editor', version: '0.3.0' });

  server.registerTool('delete_record', { description: 'Delete a DNS record' }, async ({ zone, record }, ctx) => {
    const userId = ctx.http?.authInfo?.extra?.userId;
    if (ctx.mcpReq.requestState() === undefined) {
      return inputRequired({
        inputRequests: { confirm: inputRequired.elicit({ message: `Delete ${record} from ${zone}?`, requestedSchema: {} }) },
        requestState: await sealState({ userId, tool: 'delete_record', zone, record }, env.ROUND_SECRET), // expect: require-state-binding
      });
    }
    return { content: [{ type: 'text', text: 'deleted' }] };
  });

  server.registerTool('add_record', { description: 'Add a DNS record' }, async ({ zone, record }, ctx) => {
    const userId = ctx.http?.authInfo?.extra?.userId;
    if (ctx.mcpReq.requestState() === undefined) {
      return inputRequired({
        inputRequests: { ttl: inputRequired.elicit({ message: 'Which TTL?', requestedSchema: {} }) },
        requestState: await sealShortState({ userId, tool: 'add_record', zone, record }, env.ROUND_SECRET),
      });
    }
    return { content: [{ type: 'text', text: 'added' }] };
  });
  return server;
}

export default {
  fetch(request, env) {
    return createMcpHandler(() => buildServer(env)).fetch(request);
  },
};
