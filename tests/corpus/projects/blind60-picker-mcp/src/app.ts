import { createServer } from 'node:http';
import { createMcpHandler, requireBearerAuth, type AuthInfo } from '@modelcontextprotocol/server';
import { loadStateKeys } from './crypto/key.js';
import { StateBox } from './crypto/state-box.js';
import { buildServer } from './server.js';

const box = new StateBox(await loadStateKeys());

// Floor scanners authenticate against the WMS; the WMS answers who the badge belongs to.
const verifier = {
  async verifyAccessToken(token: string): Promise<AuthInfo> {
    const res = await fetch(`${process.env.WMS_URL ?? 'http://wms.internal:7001'}/auth/tokeninfo`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok) throw new Error('invalid badge token');
    const info = (await res.json()) as { badgeId: string; client: string; scopes: string[]; exp: number };
    return { token, clientId: info.client, scopes: info.scopes, expiresAt: info.exp, extra: { userId: info.badgeId } };
  },
};

const authenticate = requireBearerAuth({ verifier, requiredScopes: ['picker'] });
const mcp = createMcpHandler(() => buildServer(box));

createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const request = new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, {
    method: req.method,
    headers: Object.entries(req.headers).flatMap(([k, v]): [string, string][] =>
      v === undefined ? [] : Array.isArray(v) ? v.map((x): [string, string] => [k, x]) : [[k, v]],
    ),
    body: req.method === 'POST' ? Buffer.concat(chunks) : undefined,
  });
  const authInfo = await authenticate(request);
  const response = authInfo instanceof Response ? authInfo : await mcp.fetch(request, { authInfo });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}).listen(Number(process.env.PORT ?? 8080));
