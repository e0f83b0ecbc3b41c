import { createMcpHandler } from '@modelcontextprotocol/server';
import { buildHelpdeskServer } from '../mcp/build-server';

const mcp = createMcpHandler(buildHelpdeskServer);

export default defineEventHandler(async (event) => {
  const authInfo = event.context.mcpAuth;
  if (!authInfo) {
    throw createError({ statusCode: 401, statusMessage: 'Unauthenticated' });
  }
  setResponseHeader(event, 'cache-control', 'no-store');
  return mcp.fetch(toWebRequest(event), { authInfo });
});
