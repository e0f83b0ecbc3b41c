import express, { type Request as ExpressRequest, type Response as ExpressResponse } from 'express';
import { createMcpHandler, McpServer, requireBearerAuth } from '@modelcontextprotocol/server';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { loadConfig } from './config.js';
import { NotSignedIn } from './state/codec.js';
import { registerCancelEvent } from './tools/cancelEvent.js';
import { registerFindSlot } from './tools/findSlot.js';

const config = loadConfig();
const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', config.issuer));

const bearer = requireBearerAuth({
  verifier: {
    async verifyAccessToken(token: string) {
      const { payload } = await jwtVerify(token, jwks, { issuer: config.issuer, audience: config.publicUrl });
      const scopes = String(payload.scope ?? '').split(' ').filter(Boolean);
      if (!scopes.includes('calendar')) throw new Error('calendar scope missing');
      return { token, clientId: String(payload.azp ?? 'unknown'), scopes, expiresAt: payload.exp, extra: { userId: payload.sub } };
    },
  },
  requiredScopes: ['calendar'],
});

const mcp = createMcpHandler(() => {
  const server = new McpServer({ name: config.instanceName, version: '1.2.0' }, { capabilities: { tools: {} } });
  registerFindSlot(server, config);
  registerCancelEvent(server, config);
  return server;
});

function toFetch(req: ExpressRequest): Request {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
  return new Request(new URL(req.originalUrl, config.publicUrl), {
    method: req.method,
    headers,
    body: req.method === 'POST' ? JSON.stringify(req.body) : undefined,
  });
}

async function fromFetch(res: ExpressResponse, response: Response): Promise<void> {
  res.status(response.status);
  response.headers.forEach((v, k) => res.setHeader(k, v));
  res.send(Buffer.from(await response.arrayBuffer()));
}

const app = express();
app.use(express.json({ limit: '256kb' }));

app.all('/mcp', async (req, res, next) => {
  try {
    const request = toFetch(req);
    const auth = await bearer(request);
    if (auth instanceof Response) return fromFetch(res, auth);
    await fromFetch(res, await mcp.fetch(request, { authInfo: auth }));
  } catch (err) {
    if (err instanceof NotSignedIn) return void res.status(401).json({ error: err.message });
    next(err);
  }
});

app.listen(config.port, () => console.log(`${config.instanceName} listening on ${config.port}`));
