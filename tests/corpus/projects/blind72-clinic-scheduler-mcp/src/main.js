// HTTP entry point: a node:http adapter in front of the MCP fetch handler, with bearer auth.
import { createServer } from 'node:http';
import { Readable } from 'node:stream';
import { createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { config } from './config.js';
import { verifyAccessToken } from './auth.js';
import { buildServer } from './server.js';

const mcp = createMcpHandler(buildServer);
const authenticate = requireBearerAuth({ verifier: { verifyAccessToken }, requiredScopes: ['appointments'] });

/**
 * @param {import('node:http').IncomingMessage} req
 * @returns {Request}
 */
function toFetchRequest(req) {
  const url = new URL(req.url ?? '/', config.publicUrl);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? /** @type {any} */ (Readable.toWeb(req)) : undefined,
    // @ts-ignore undici needs this for streamed bodies
    duplex: hasBody ? 'half' : undefined,
  });
}

/**
 * @param {Response} response
 * @param {import('node:http').ServerResponse} res
 */
async function send(response, res) {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (!response.body) return res.end();
  for await (const chunk of /** @type {any} */ (response.body)) res.write(chunk);
  res.end();
}

const server = createServer(async (req, res) => {
  try {
    if (!req.url?.startsWith('/mcp')) {
      res.writeHead(404).end();
      return;
    }
    const request = toFetchRequest(req);
    const auth = await authenticate(request);
    if (auth instanceof Response) return send(auth, res);
    await send(await mcp.fetch(request, { authInfo: auth }), res);
  } catch (err) {
    console.error('[scheduler] request failed', err);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null }));
  }
});

server.listen(config.port, () => console.log(`[scheduler] listening on ${config.port}`));
