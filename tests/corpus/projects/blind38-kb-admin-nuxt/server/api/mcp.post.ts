import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { createKbServer } from '../mcp/server';
import { requireMcpCaller } from '../utils/auth';

/**
 * Stateless Streamable HTTP endpoint: a fresh server and transport per request.
 * Multi-round tools carry their progress in requestState instead of a session.
 */
export default defineEventHandler(async (event) => {
  const authInfo = await requireMcpCaller(event);
  const body = await readBody(event);

  const server = createKbServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  event.node.res.on('close', () => {
    void transport.close();
    void server.close();
  });

  await server.connect(transport);
  // The SDK picks the caller up from req.auth and hands it to handlers as extra.authInfo.
  Object.assign(event.node.req, { auth: authInfo });
  await transport.handleRequest(event.node.req, event.node.res, body);
  event._handled = true;
});
