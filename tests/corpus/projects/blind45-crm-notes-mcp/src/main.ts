import { createServer, type IncomingMessage } from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth, type AuthInfo } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { Redis } from 'ioredis';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { config } from './config.js';
import { hubspotForUser } from './hubspot/client.js';
import { isAuthenticHubSpotDelivery } from './hubspot/webhook.js';
import { opRead } from './secrets/op.js';
import { createStateCodec } from './state/codec.js';
import type { ToolDeps } from './tools/context.js';
import { registerExportNotes } from './tools/export-notes.js';
import { registerMergeContacts } from './tools/merge-contacts.js';

const redis = new Redis(config.get('redisUrl'));
const codec = await createStateCodec();
const hubspotClientSecret = await opRead(config.get('hubspot.clientSecretRef'));

const deps: ToolDeps = { codec, hubspotFor: hubspotForUser(redis) };

const mcp = createMcpHandler(() => {
  const server = new McpServer(
    { name: 'crm-notes', version: '2.1.0' },
    { capabilities: { tools: {} }, requestState: { verify: codec.verify } },
  );
  registerMergeContacts(server, deps);
  registerExportNotes(server, deps);
  return server;
});

const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', config.get('auth.issuer')));
const auth = requireBearerAuth({
  requiredScopes: ['crm:notes'],
  verifier: {
    async verifyAccessToken(token: string): Promise<AuthInfo> {
      const { payload } = await jwtVerify(token, jwks, {
        issuer: config.get('auth.issuer'),
        audience: config.get('auth.audience'),
      });
      return {
        token,
        clientId: String(payload.client_id ?? ''),
        scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
        expiresAt: payload.exp,
        extra: { userId: payload.sub },
      };
    },
  },
});

const mcpRoute = toNodeHandler({
  async fetch(request: Request) {
    const authInfo = await auth(request);
    if (authInfo instanceof Response) return authInfo;
    return mcp.fetch(request, { authInfo });
  },
});

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

createServer(async (req, res) => {
  if (req.url === '/mcp') return void mcpRoute(req, res);

  if (req.url === '/hubspot/webhook' && req.method === 'POST') {
    const body = await readBody(req);
    const authentic = isAuthenticHubSpotDelivery(
      {
        method: 'POST',
        uri: config.get('hubspot.webhookUrl'),
        body,
        signature: req.headers['x-hubspot-signature-v3'] as string | undefined,
        timestamp: req.headers['x-hubspot-request-timestamp'] as string | undefined,
      },
      hubspotClientSecret,
    );
    if (!authentic) return void res.writeHead(401).end();
    // Merges done in HubSpot's UI show up here; the portal's worker picks them up from this list.
    await redis.rpush('hubspot:events', body);
    return void res.writeHead(204).end();
  }

  res.writeHead(404).end();
}).listen(config.get('port'), () => console.log(`crm-notes-mcp on :${config.get('port')}`));
