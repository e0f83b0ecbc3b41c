import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createMcpHandler, requireBearerAuth, type AuthInfo } from '@modelcontextprotocol/server';
import { config } from './config.js';
import { createAdminServer, createFleetServer } from './servers.js';
import { TelematicsGateway } from './vendors/telematics.js';

const deps = { telematics: new TelematicsGateway() };

const verifier = {
  async verifyAccessToken(token: string): Promise<AuthInfo> {
    const res = await fetch(config.introspectionUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }),
    });
    const info = (await res.json()) as { active: boolean; sub: string; client_id: string; scope?: string; exp: number };
    if (!info.active) {
      throw new Error('inactive token');
    }
    return {
      token,
      clientId: info.client_id,
      scopes: (info.scope ?? '').split(' ').filter(Boolean),
      expiresAt: info.exp,
      extra: { userId: info.sub },
    };
  },
};

const routes = {
  '/mcp': { handler: createMcpHandler(() => createFleetServer(deps)), scopes: ['fleet:dispatch'] },
  '/admin/mcp': { handler: createMcpHandler(() => createAdminServer(deps)), scopes: ['fleet:admin'] },
} as const;

async function toFetchRequest(req: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    chunks.push(chunk as Buffer);
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  return new Request(`http://${req.headers.host ?? 'localhost'}${req.url}`, {
    method: req.method,
    headers,
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
  });
}

async function writeResponse(res: ServerResponse, response: Response): Promise<void> {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}

const http = createServer(async (req, res) => {
  const route = routes[(req.url ?? '').split('?')[0] as keyof typeof routes];
  if (!route) {
    res.writeHead(404).end();
    return;
  }
  try {
    const request = await toFetchRequest(req);
    const auth = await requireBearerAuth({ verifier, requiredScopes: [...route.scopes] })(request);
    if (auth instanceof Response) {
      await writeResponse(res, auth);
      return;
    }
    await writeResponse(res, await route.handler.fetch(request, { authInfo: auth }));
  } catch (err) {
    console.error('request failed', err);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  }
});

http.listen(config.port, '127.0.0.1', () => {
  console.log(`fleet-scheduler-mcp listening on :${config.port}`);
});
