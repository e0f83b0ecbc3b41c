// Minimal node:http adapter that authenticates callers and forwards /mcp to the web-standard handler.
// @ts-nocheck
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function toRequest(req: IncomingMessage, body: Buffer, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && body.length > 0;
  return new Request(new URL(req.url ?? '/', origin), { method: req.method, headers, body: hasBody ? body : undefined });
}

async function send(res: ServerResponse, response: Response) {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  if (!response.body) return res.end();
  for await (const chunk of response.body) res.write(chunk);
  res.end();
}

export function startHttp(port: number, origin: string, factory: () => unknown, verifier) {
  const mcp = createMcpHandler(factory);
  const authenticate = requireBearerAuth({ verifier, requiredScopes: ['helpdesk:tools'] });

  const server = createServer(async (req, res) => {
    try {
      if (!req.url?.startsWith('/mcp')) {
        res.statusCode = req.url === '/healthz' ? 200 : 404;
        return res.end();
      }
      const request = toRequest(req, await readBody(req), origin);
      const authInfo = await authenticate(request);
      if (authInfo instanceof Response) return send(res, authInfo);
      await send(res, await mcp.fetch(request, { authInfo }));
    } catch (err) {
      console.error('request failed', err);
      res.statusCode = 500;
      res.end();
    }
  });

  server.listen(port, () => console.log(`helpdesk MCP listening on :${port}`));
  return server;
}
