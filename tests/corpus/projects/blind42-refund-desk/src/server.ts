import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { verifyAccessToken } from './auth.js';
import { env } from './config/env.js';
import { handleDisputeWebhook } from './http/dispute-webhook.js';
import { registerIssueRefund } from './tools/issue-refund.js';

function buildServer(): McpServer {
  const server = new McpServer(
    { name: 'refund-desk', version: '0.7.2' },
    { capabilities: { tools: {} } },
  );
  registerIssueRefund(server);
  return server;
}

const mcp = createMcpHandler(buildServer);
const authenticate = requireBearerAuth({ verifier: { verifyAccessToken }, requiredScopes: ['refunds:write'] });

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function toFetchRequest(req: IncomingMessage, body: Buffer): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', env.publicUrl), { method: req.method, headers, body: hasBody ? body : undefined });
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (response.body) for await (const chunk of response.body) res.write(chunk);
  res.end();
}

createServer(async (req, res) => {
  try {
    const body = await readBody(req);
    if (req.method === 'POST' && req.url === '/webhooks/disputes') return await handleDisputeWebhook(req, res, body);
    if (req.url?.startsWith('/mcp')) {
      const request = toFetchRequest(req, body);
      const authInfo = await authenticate(request);
      if (authInfo instanceof Response) return await send(res, authInfo);
      return await send(res, await mcp.fetch(request, { authInfo }));
    }
    res.writeHead(404).end();
  } catch (err) {
    console.error('[refund-desk] request failed', err);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  }
}).listen(env.port, () => console.log(`[refund-desk] listening on :${env.port}`));
