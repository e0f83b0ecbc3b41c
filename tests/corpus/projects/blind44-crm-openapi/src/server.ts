import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth, type AuthInfo } from '@modelcontextprotocol/server';
import { env } from './env.js';
import { stateCodec } from './state/codec.js';
import { registerMergeContacts } from './tools/merge-contacts.js';
import { registerSearchContacts } from './tools/search-contacts.js';
import { handleCrmWebhook } from './webhooks/crm-events.js';

function buildServer(): McpServer {
  const server = new McpServer(
    { name: 'acme-crm', version: '1.3.0' },
    { capabilities: { tools: {} }, requestState: { verify: stateCodec.verify } },
  );
  registerSearchContacts(server);
  registerMergeContacts(server);
  return server;
}

// Access tokens come from our IdP; introspection tells us who the user is.
const verifier = {
  async verifyAccessToken(token: string): Promise<AuthInfo> {
    const res = await fetch(env.OIDC_INTROSPECTION_URL, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${env.OIDC_CLIENT_ID}:${env.OIDC_CLIENT_SECRET}`).toString('base64')}`,
      },
      body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
    });
    if (!res.ok) throw new Error(`introspection failed: HTTP ${res.status}`);
    const claims = (await res.json()) as { active: boolean; sub?: string; client_id?: string; scope?: string; exp?: number };
    if (!claims.active || !claims.sub || !claims.exp) throw new Error('token is not active');
    return {
      token,
      clientId: claims.client_id ?? 'unknown-client',
      scopes: claims.scope?.split(' ') ?? [],
      expiresAt: claims.exp,
      extra: { userId: claims.sub },
    };
  },
};

const mcp = createMcpHandler(buildServer);
const authenticate = requireBearerAuth({ verifier, requiredScopes: ['crm.contacts'] });

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function toFetchRequest(req: IncomingMessage, body: Buffer): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', env.PUBLIC_URL), { method: req.method, headers, body: hasBody ? body : undefined });
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}

createServer(async (req, res) => {
  try {
    const body = await readBody(req);

    if (req.method === 'POST' && req.url === '/webhooks/acmecrm') {
      const reply = handleCrmWebhook(req.headers, body.toString('utf8'));
      res.writeHead(reply.status).end(reply.body);
      return;
    }

    if (req.url?.startsWith('/mcp')) {
      const request = toFetchRequest(req, body);
      const auth = await authenticate(request);
      if (auth instanceof Response) return send(res, auth);
      return send(res, await mcp.fetch(request, { authInfo: auth }));
    }

    res.writeHead(404).end();
  } catch (e) {
    console.error(e);
    if (!res.headersSent) res.writeHead(500).end();
  }
}).listen(env.PORT, () => console.log(`acme-crm MCP on :${env.PORT}`));
