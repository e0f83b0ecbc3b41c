import { createServer } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { verifyAccessToken } from './auth.js';
import { createCheckoutServer } from './server.js';

const port = Number(process.env.PORT ?? 3000);
const authenticate = requireBearerAuth({ verifier: { verifyAccessToken }, requiredScopes: ['checkout'] });
const mcp = createMcpHandler(createCheckoutServer);

createServer(async (req, res) => {
  if (!req.url?.startsWith('/mcp')) {
    res.writeHead(404).end();
    return;
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
  }
  const request = new Request(new URL(req.url, `http://${req.headers.host ?? 'localhost'}`), {
    method: req.method,
    headers,
    body: req.method === 'POST' ? (Readable.toWeb(req) as unknown as ReadableStream) : undefined,
    // @ts-expect-error Node's fetch needs this for streamed request bodies
    duplex: 'half',
  });

  const auth = await authenticate(request);
  const response = auth instanceof Response ? auth : await mcp.fetch(request, { authInfo: auth });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (!response.body) {
    res.end();
    return;
  }
  Readable.fromWeb(response.body as unknown as NodeReadableStream).pipe(res);
}).listen(port, () => console.log(`checkout-wizard MCP listening on :${port}`));
