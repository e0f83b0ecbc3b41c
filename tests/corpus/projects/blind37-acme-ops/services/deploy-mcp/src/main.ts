import { createServer, type IncomingMessage } from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { verifyAccessToken } from './caller.js';
import { registerRollback } from './tools/rollback.js';
import { registerScale } from './tools/scale.js';

function buildServer(): McpServer {
  const server = new McpServer(
    { name: 'acme-deploy', version: '0.9.3' },
    { capabilities: { tools: {} } },
  );
  registerScale(server);
  registerRollback(server);
  return server;
}

const mcp = createMcpHandler(buildServer);
const authenticate = requireBearerAuth({ verifier: { verifyAccessToken }, requiredScopes: ['deploy:operate'] });

async function toRequest(req: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
  }
  const body = chunks.length > 0 && req.method !== 'GET' ? Buffer.concat(chunks) : undefined;
  return new Request(new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`), {
    method: req.method,
    headers,
    body,
  });
}

const port = Number(process.env.PORT ?? 8080);

createServer(async (req, res) => {
  try {
    if (!req.url?.startsWith('/mcp')) {
      res.writeHead(404).end();
      return;
    }
    const request = await toRequest(req);
    const auth = await authenticate(request);
    const response = auth instanceof Response ? auth : await mcp.fetch(request, { authInfo: auth });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    if (response.body) {
      for await (const chunk of response.body) res.write(chunk);
    }
    res.end();
  } catch (err) {
    console.error('deploy-mcp: request failed', err);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  }
}).listen(port, () => console.log(`deploy-mcp listening on :${port}`));
