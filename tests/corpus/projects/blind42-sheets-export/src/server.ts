import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { verifyAccessToken } from './auth.js';
import { env } from './env.js';
import { handleDrivePush } from './http/push-channel.js';
import { registerClearRange } from './tools/clear-range.js';
import { registerPickSpreadsheet } from './tools/pick-spreadsheet.js';

const handler = createMcpHandler(() => {
  const server = new McpServer({ name: 'sheets-export', version: '2.1.0' }, { capabilities: { tools: {} } });
  registerPickSpreadsheet(server);
  registerClearRange(server);
  return server;
});

const bearer = requireBearerAuth({ verifier: { verifyAccessToken }, requiredScopes: ['sheets'] });

async function toRequest(req: IncomingMessage): Promise<Request> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of req) chunks.push(chunk as Uint8Array);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return new Request(new URL(req.url ?? '/', env.publicUrl), {
    method: req.method,
    headers,
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
  });
}

async function reply(res: ServerResponse, response: Response): Promise<void> {
  res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
  if (response.body) for await (const chunk of response.body) res.write(chunk);
  res.end();
}

createServer(async (req, res) => {
  try {
    if (req.url === '/drive/push' && req.method === 'POST') return handleDrivePush(req, res);
    if (req.url !== '/mcp') return void res.writeHead(404).end();

    const request = await toRequest(req);
    const authInfo = await bearer(request);
    if (authInfo instanceof Response) return await reply(res, authInfo);
    await reply(res, await handler.fetch(request, { authInfo }));
  } catch (err) {
    console.error('[sheets-export]', err);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  }
}).listen(env.port, () => console.log(`sheets-export on :${env.port}`));
