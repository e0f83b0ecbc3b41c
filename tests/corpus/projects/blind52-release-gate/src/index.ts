import { createServer } from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { verifier } from './auth.js';
import { registerPlanRollout } from './tools/planRollout.js';
import { registerPromote } from './tools/promote.js';
import { handleCiWebhook } from './webhooks.js';

const mcp = createMcpHandler(() => {
  // No requestState codec: every multi-round tool here hands out a random handle to a Redis record.
  const server = new McpServer({ name: 'release-gate', version: '3.0.2' }, { capabilities: { tools: {} } });
  registerPlanRollout(server);
  registerPromote(server);
  return server;
});

const gate = requireBearerAuth({ verifier, requiredScopes: ['releases:write'] });

async function route(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (pathname === '/hooks/ci' && request.method === 'POST') return handleCiWebhook(request);
  if (pathname === '/mcp') {
    const auth = await gate(request);
    return auth instanceof Response ? auth : mcp.fetch(request, { authInfo: auth });
  }
  return new Response('not found', { status: 404 });
}

const port = Number(process.env.PORT ?? 8787);

createServer(async (req, res) => {
  const body: Buffer[] = [];
  for await (const chunk of req) body.push(chunk as Buffer);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  const response = await route(
    new Request(`http://localhost:${port}${req.url ?? '/'}`, {
      method: req.method ?? 'GET',
      headers,
      body: req.method === 'GET' || req.method === 'HEAD' ? null : Buffer.concat(body),
    }),
  );
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}).listen(port, () => console.log(`release-gate on :${port}`));
