// HTTP entry point that reads ingress auth headers and serves the calendar-bridge MCP server.
// @ts-nocheck
import { createServer as createHttpServer, type IncomingMessage } from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { createServer } from './server.js';

const PORT = Number(process.env.PORT ?? 8787);

// The ingress has already validated the JWT; it forwards the subject and client.
function authFrom(req: IncomingMessage) {
  const userId = req.headers['x-auth-user'];
  const clientId = req.headers['x-auth-client'];
  const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
  if (typeof userId !== 'string' || !token) return undefined;
  return { token, clientId: String(clientId ?? 'unknown'), scopes: ['calendar'], extra: { userId } };
}

function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let buf = '';
    req.setEncoding('utf8');
    req.on('data', (c) => (buf += c));
    req.on('end', () => {
      try {
        resolve(buf ? JSON.parse(buf) : undefined);
      } catch (e) {
        reject(e);
      }
    });
    req.on('error', reject);
  });
}

createHttpServer((req, res) => {
  if (req.url !== '/mcp' || req.method !== 'POST') {
    res.writeHead(404).end();
    return;
  }
  const auth = authFrom(req);
  if (!auth) {
    res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"unauthorized"}');
    return;
  }
  (req as IncomingMessage & { auth?: unknown }).auth = auth;

  const server = createServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    void transport.close();
    void server.close();
  });
  readJson(req)
    .then((body) => server.connect(transport).then(() => transport.handleRequest(req, res, body)))
    .catch((err) => {
      console.error('[calendar-bridge]', err);
      if (!res.headersSent) res.writeHead(400).end();
    });
}).listen(PORT, () => console.log(`calendar-bridge on :${PORT}`));
