// Entry point: wires the container into a stateless Streamable HTTP MCP endpoint.
// @ts-nocheck
import 'reflect-metadata';
import { createServer } from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { buildContainer } from './container.js';
import { TOKENS } from './tokens.js';
import { runChain, type Interceptor } from './interceptors/index.js';

const di = buildContainer();
const config = di.resolve(TOKENS.Config);
const log = di.resolve(TOKENS.Logger);
const interceptors = di.resolve<Interceptor[]>(TOKENS.Interceptors);
const tools = di.resolveAll<any>(TOKENS.Tool);
const verifier = di.resolve(TOKENS.Verifier);

const mcp = createMcpHandler(() => {
  const server = new McpServer(
    { name: 'payout-desk', version: '0.9.2' },
    { capabilities: { tools: {} } },
  );
  for (const tool of tools) {
    server.registerTool(tool.name, tool.config, (args, ctx) =>
      runChain(interceptors, { tool: tool.name, args, ctx }, (call) => tool.handle(call)),
    );
  }
  return server;
});

const authenticate = requireBearerAuth({
  verifier: { verifyAccessToken: (token: string) => verifier.verifyAccessToken(token) },
  requiredScopes: ['payouts:operate'],
});

async function readBody(req): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks);
}

createServer(async (req, res) => {
  try {
    if (req.url !== '/mcp') {
      res.writeHead(404).end();
      return;
    }
    const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req);
    const request = new Request(`http://${req.headers.host ?? 'localhost'}${req.url}`, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body,
    });
    const authInfo = await authenticate(request);
    const response = authInfo instanceof Response ? authInfo : await mcp.fetch(request, { authInfo });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  } catch (err) {
    log.error({ err }, 'request failed');
    if (!res.headersSent) res.writeHead(500);
    res.end();
  }
}).listen(config.port, () => log.info({ port: config.port }, 'payout-desk MCP listening'));
