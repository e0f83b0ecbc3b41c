import { createServer } from 'node:http';
import { Readable } from 'node:stream';

// Key loading happens at import time (top-level await in keys.js); fail fast before listening.
const { sealer } = await import('./sealer.js');
const { drafts } = await import('./drafts.js');
const { notesApi } = await import('./notes-api.js');
const tools = await import('./tools/index.js');
const { McpServer, createMcpHandler, requireBearerAuth } = await import('@modelcontextprotocol/server');

const deps = { sealer, drafts, notesApi };
const definitions = Object.values(tools).map((make) => make(deps));

const handler = createMcpHandler(() => {
  const server = new McpServer({ name: 'notes-vault', version: '0.9.0' }, { capabilities: { tools: {} } });
  for (const { name, config, handler: run } of definitions) server.registerTool(name, config, run);
  return server;
});

const authenticate = requireBearerAuth({
  requiredScopes: ['notes'],
  verifier: {
    async verifyAccessToken(token) {
      const res = await fetch(process.env.OIDC_USERINFO_URL ?? 'https://id.example.com/oauth2/userinfo', {
        headers: { authorization: `Bearer ${token}` },
      });
      if (!res.ok) throw new Error(`userinfo ${res.status}`);
      const info = await res.json();
      return {
        token,
        clientId: info.azp ?? 'unknown',
        scopes: String(info.scope ?? '').split(' '),
        expiresAt: info.exp ?? Math.floor(Date.now() / 1000) + 300,
        extra: { userId: info.sub },
      };
    },
  },
});

createServer(async (req, res) => {
  try {
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const request = new Request(new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`), {
      method: req.method,
      headers: Object.entries(req.headers).flatMap(([k, v]) => (v === undefined ? [] : [[k, Array.isArray(v) ? v.join(', ') : v]])),
      body: hasBody ? Readable.toWeb(req) : undefined,
      duplex: hasBody ? 'half' : undefined,
    });
    const auth = await authenticate(request);
    const response = auth instanceof Response ? auth : await handler.fetch(request, { authInfo: auth });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    if (response.body) Readable.fromWeb(response.body).pipe(res);
    else res.end();
  } catch (err) {
    console.error('[notes-vault]', err);
    res.writeHead(500).end();
  }
}).listen(Number(process.env.PORT ?? 8080));
