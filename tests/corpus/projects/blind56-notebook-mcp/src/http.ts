import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createMcpHandler, requireBearerAuth, type AuthInfo, type McpServer } from '@modelcontextprotocol/server';

export interface HttpOptions {
  port: number;
  verifier: { verifyAccessToken(token: string): Promise<AuthInfo> };
  makeServer: () => McpServer;
  syncSecret: string;
  onSync: (event: { notebookId: string; kind: string }) => Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function toRequest(req: IncomingMessage, body: Buffer): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
  }
  return new Request(new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`), {
    method: req.method,
    headers,
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : new Uint8Array(body),
  });
}

async function reply(res: ServerResponse, response: Response): Promise<void> {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** `X-Sync-Signature: sha256=<hex>` over the raw body, HMAC-SHA256 with the shared secret. */
export function verifySyncSignature(body: Buffer, header: string | undefined, secret: string): boolean {
  if (!header || !header.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', secret).update(body).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function startHttp(opts: HttpOptions) {
  const authenticate = requireBearerAuth({ verifier: opts.verifier, requiredScopes: ['notebooks'] });
  const mcp = createMcpHandler(opts.makeServer);

  const server = createServer(async (req, res) => {
    try {
      const body = await readBody(req);

      if (req.method === 'POST' && req.url === '/hooks/sync') {
        const signature = req.headers['x-sync-signature'];
        if (!verifySyncSignature(body, typeof signature === 'string' ? signature : undefined, opts.syncSecret)) {
          res.writeHead(401).end();
          return;
        }
        await opts.onSync(JSON.parse(body.toString('utf8')));
        res.writeHead(204).end();
        return;
      }

      if (req.url !== '/mcp') {
        res.writeHead(404).end();
        return;
      }
      const request = toRequest(req, body);
      const authInfo = await authenticate(request);
      if (authInfo instanceof Response) return await reply(res, authInfo);
      await reply(res, await mcp.fetch(request, { authInfo }));
    } catch (err) {
      console.error(err);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }
  });

  server.listen(opts.port, () => console.log(`notebook-mcp on :${opts.port}`));
  return server;
}
