import { createServer } from 'node:http';
import { createMcpHandler, requireBearerAuth, type AuthInfo } from '@modelcontextprotocol/server';
import { buildServer } from './server.js';

const PORTAL_ISSUER = process.env.PORTAL_ISSUER ?? 'https://login.northside-clinics.example';

const verifier = {
  async verifyAccessToken(token: string): Promise<AuthInfo> {
    const res = await fetch(`${PORTAL_ISSUER}/oauth2/introspect`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, client_id: 'clinic-desk-mcp' }),
    });
    const info = (await res.json()) as { active: boolean; sub: string; client_id: string; scope: string; exp: number };
    if (!info.active) throw new Error('token is not active');
    return {
      token,
      clientId: info.client_id,
      scopes: info.scope.split(' '),
      expiresAt: info.exp,
      extra: { userId: info.sub },
    };
  },
};

const auth = requireBearerAuth({ verifier, requiredScopes: ['patient'] });
const mcp = createMcpHandler(buildServer);

createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const request = new Request(`http://localhost${req.url}`, {
    method: req.method,
    headers: req.headers as Record<string, string>,
    body: req.method === 'POST' ? Buffer.concat(chunks) : undefined,
  });
  const authInfo = await auth(request);
  const response = authInfo instanceof Response ? authInfo : await mcp.fetch(request, { authInfo });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}).listen(Number(process.env.PORT ?? 8080));
