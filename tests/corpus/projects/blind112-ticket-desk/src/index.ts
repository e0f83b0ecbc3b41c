// HTTP entry point that authenticates requests and serves the ticket-desk MCP server with its ticket tools.
// @ts-nocheck
import { createServer } from 'node:http';
import { AsyncLocalStorage } from 'node:async_hooks';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { loadConfig } from './config.js';
import HmacSealer from './state/HmacSealer.js';
import { HttpTicketRepository } from './tickets/TicketRepository.js';
import { AssignTicketTool } from './tools/AssignTicketTool.js';
import { CloseTicketTool } from './tools/CloseTicketTool.js';
import { verifyAccessToken } from './auth.js';

const config = loadConfig();
const currentToken = new AsyncLocalStorage<string>();
const sealer = new HmacSealer(config.stateSecret); // expect: no-weak-state-key
const tickets = new HttpTicketRepository(config.helpdeskUrl, () => currentToken.getStore());

const handler = createMcpHandler(() => {
  const server = new McpServer({ name: 'ticket-desk', version: '0.4.1' }, { capabilities: { tools: {} } });
  const deps = { sealer, tickets };
  new CloseTicketTool(deps).register(server);
  new AssignTicketTool(deps, async () => ['alice', 'bob', 'carol']).register(server);
  return server;
});

const auth = requireBearerAuth({ verifier: { verifyAccessToken }, requiredScopes: ['tickets'] });

createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const request = new Request(`http://localhost${req.url}`, {
    method: req.method,
    headers: req.headers as Record<string, string>,
    body: chunks.length ? Buffer.concat(chunks) : undefined,
  });
  const authInfo = await auth(request);
  const response = authInfo instanceof Response
    ? authInfo
    : await currentToken.run(authInfo.token, () => handler.fetch(request, { authInfo }));
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}).listen(config.port);
