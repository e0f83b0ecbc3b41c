// Entry point serving the media-vault MCP server with its asset tools behind bearer auth.
// @ts-nocheck
import http from 'node:http';
import { createMcpHandler, McpServer, requireBearerAuth } from '@modelcontextprotocol/server';
import { loadKeyring } from './state/keyring.js';
import { StateSealer } from './state/sealer.js';
import deleteAsset from './tools/deleteAsset.js';
import uploadAsset from './tools/uploadAsset.js';

const sealer = new StateSealer(loadKeyring());

const userOf = (ctx: any): string => {
  const id = ctx.http?.authInfo?.extra?.userId;
  if (typeof id !== 'string') throw new Error('media-vault requires an authenticated HTTP session');
  return id;
};

const mcp = createMcpHandler(() => {
  const server = new McpServer({ name: 'media-vault', version: '0.6.0' }, { capabilities: { tools: {} } });
  deleteAsset(server, sealer, userOf);
  uploadAsset(server, sealer, userOf);
  return server;
});

const bearer = requireBearerAuth({
  requiredScopes: ['vault'],
  verifier: {
    async verifyAccessToken(token: string) {
      const r = await fetch(`${process.env.AUTH_BASE}/tokeninfo?access_token=${encodeURIComponent(token)}`);
      if (!r.ok) throw new Error('bad token');
      const t = (await r.json()) as { sub: string; azp: string; scope: string; exp: number };
      return { token, clientId: t.azp, scopes: t.scope.split(' '), expiresAt: t.exp, extra: { userId: t.sub } };
    },
  },
});

http
  .createServer(async (req, res) => {
    const body = await new Promise<Buffer>((ok) => {
      const parts: Buffer[] = [];
      req.on('data', (c: Buffer) => parts.push(c)).on('end', () => ok(Buffer.concat(parts)));
    });
    const request = new Request(`http://${req.headers.host}${req.url}`, {
      method: req.method,
      headers: req.headers as HeadersInit,
      body: body.length ? body : undefined,
    });
    const auth = await bearer(request);
    const out = auth instanceof Response ? auth : await mcp.fetch(request, { authInfo: auth });
    res.writeHead(out.status, Object.fromEntries(out.headers));
    res.end(Buffer.from(await out.arrayBuffer()));
  })
  .listen(Number(process.env.PORT ?? 3200));
