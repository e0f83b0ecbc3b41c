// Tools of a plugin that registers on a host package's server (not in this project); the handler hands out plain JSON state.
import { inputRequired } from '@modelcontextprotocol/server';
import { server } from '@acme/mcp-host';

server.registerTool('page_feed', { description: 'Page through the feed' }, async ({ feed }, ctx) => {
  const saved = ctx.mcpReq.requestState();
  const page = saved ? JSON.parse(saved).page : 0; // expect: require-sealed-state
  return inputRequired({ inputRequests: {}, requestState: JSON.stringify({ feed, page: page + 1 }) }); // expect: require-sealed-state
});
