import express from 'express';
import { Readable } from 'node:stream';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { downloadAllowed } from './lib/download-links.js';
import { vault } from './lib/vault-client.js';
import { TOOLS, dispatchToolCall } from './tools/index.js';

const SSO_USERINFO = process.env.SSO_USERINFO_URL ?? 'https://sso.platform.example/oauth2/userinfo';

// Access tokens come from the platform SSO; userinfo tells us who holds one.
const verifier = {
  async verifyAccessToken(token) {
    const res = await fetch(SSO_USERINFO, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error('invalid token');
    const info = await res.json();
    return {
      token,
      clientId: info.azp ?? 'keyring-rotator',
      scopes: String(info.scope ?? '').split(' '),
      expiresAt: info.exp ?? Math.floor(Date.now() / 1000) + 300,
      extra: { userId: info.sub, email: info.email },
    };
  },
};

function buildServer() {
  const server = new Server(
    { name: 'keyring-rotator', version: '1.3.0' },
    { capabilities: { tools: {} } },
  );
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: TOOLS }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => dispatchToolCall(request.params, extra));
  return server;
}

const app = express();
app.use(express.json({ limit: '256kb' }));

app.post('/mcp', requireBearerAuth({ verifier, requiredScopes: ['credentials'] }), async (req, res) => {
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

app.get('/exports/:file', async (req, res) => {
  const path = `/exports/${req.params.file}`;
  if (!downloadAllowed(path, req.query)) {
    res.status(403).type('text/plain').send('This download link is invalid or has expired.');
    return;
  }
  const upstream = await vault.openExport(req.params.file);
  if (!upstream.ok || !upstream.body) {
    res.status(upstream.status === 404 ? 404 : 502).end();
    return;
  }
  res.type('text/csv').attachment(req.params.file);
  Readable.fromWeb(upstream.body).pipe(res);
});

const port = Number(process.env.PORT ?? 7410);
app.listen(port, () => console.log(`[rotator] listening on :${port}`));
