// Starts the calendar-concierge HTTP server with OIDC bearer auth and the MCP handler.
import http from 'node:http';
import { createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import buildServer from './server.js';

const issuer = process.env.OIDC_ISSUER;
if (!issuer) throw new Error('OIDC_ISSUER must be set');

const mcp = createMcpHandler(buildServer);
const auth = requireBearerAuth({
  requiredScopes: ['calendar'],
  verifier: {
    async verifyAccessToken(token) {
      const res = await fetch(`${issuer}/userinfo`, { headers: { authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error('token rejected');
      const info = await res.json();
      return { token, clientId: info.azp, scopes: ['calendar'], expiresAt: info.exp, extra: { userId: info.sub } };
    },
  },
});

http
  .createServer(async (req, res) => {
    const chunks = [];
    for await (const c of req) chunks.push(c);
    const request = new Request(`http://${req.headers.host}${req.url}`, {
      method: req.method,
      headers: req.headers,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    const authInfo = await auth(request);
    const response = authInfo instanceof Response ? authInfo : await mcp.fetch(request, { authInfo });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  })
  .listen(Number(process.env.PORT ?? 3000));
