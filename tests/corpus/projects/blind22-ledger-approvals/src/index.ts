import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth, type AuthInfo } from '@modelcontextprotocol/server';
import { config, getLedgerClient } from './lib/index.js';
import loadFeatures from './core/index.js';

const features = await loadFeatures();

const handler = createMcpHandler(() => {
  const server = new McpServer({ name: 'ledger-approvals', version: '0.7.2' }, { capabilities: { tools: {} } });
  for (const feature of features) feature.register(server);
  return server;
});

const authenticate = requireBearerAuth({
  requiredScopes: ['ledger:read'],
  verifier: {
    async verifyAccessToken(token: string): Promise<AuthInfo> {
      const session = await getLedgerClient().introspect(token);
      if (!session.active) throw new Error('inactive token');
      return {
        token,
        clientId: session.clientId,
        scopes: session.scopes,
        expiresAt: session.expiresAt,
        extra: { userId: session.subject },
      };
    },
  },
});

async function toRequest(req: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && chunks.length > 0;
  return new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, {
    method: req.method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  });
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (response.body) {
    for await (const chunk of response.body) res.write(chunk);
  }
  res.end();
}

createServer(async (req, res) => {
  try {
    const request = await toRequest(req);
    const auth = await authenticate(request);
    if (auth instanceof Response) return await send(res, auth);
    await send(res, await handler.fetch(request, { authInfo: auth }));
  } catch (err) {
    console.error('[ledger-approvals] request failed', err);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  }
}).listen(config.port, () => {
  console.log(`[ledger-approvals] listening on :${config.port} (${config.env}, ${features.length} features)`);
});
