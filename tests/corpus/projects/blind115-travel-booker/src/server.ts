// Verifies bearer tokens via userinfo and serves the travel-booker MCP server over HTTP.
// @ts-nocheck
import http from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { config } from './config.js';
import { holdCodec } from './state.js';
import * as tools from './tools/index.js';

const factory = () => {
  const server = new McpServer(
    { name: 'travel-booker', version: '0.9.0' },
    { capabilities: { tools: {} }, requestState: { verify: holdCodec.verify } },
  );
  Object.values(tools).forEach((t) => server.registerTool(t.name, t.config, t.handler));
  return server;
};

const verifier = {
  verifyAccessToken: async (token: string) => {
    const res = await fetch(`${process.env.AUTH_URL}/userinfo`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error('bad token');
    const info = (await res.json()) as { sub: string; azp: string; exp: number };
    return { token, clientId: info.azp, scopes: ['travel'], expiresAt: info.exp, extra: { userId: info.sub } };
  },
};

const guard = requireBearerAuth({ verifier, requiredScopes: ['travel'] });
const handler = createMcpHandler(factory);

const readBody = (req: http.IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c)).on('end', () => resolve(Buffer.concat(parts))).on('error', reject);
  });

const asFetchRequest = async (req: http.IncomingMessage) =>
  new Request(new URL(req.url ?? '/', `http://${req.headers.host}`), {
    method: req.method,
    headers: req.headers as Record<string, string>,
    body: req.method === 'POST' ? await readBody(req) : undefined,
  });

http
  .createServer(async (req, res) => {
    const request = await asFetchRequest(req);
    const auth = await guard(request);
    const out = auth instanceof Response ? auth : await handler.fetch(request, { authInfo: auth });
    res.writeHead(out.status, Object.fromEntries(out.headers.entries()));
    res.end(Buffer.from(await out.arrayBuffer()));
  })
  .listen(config.port);
