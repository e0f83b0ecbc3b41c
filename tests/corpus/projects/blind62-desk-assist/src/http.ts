import { createHmac, timingSafeEqual } from 'node:crypto';
import express, { type NextFunction, type Request, type Response } from 'express';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { buildServer } from './mcp/server.js';
import { settings } from './settings.js';

const jwks = createRemoteJWKSet(new URL(`${settings.idpIssuer}/.well-known/jwks.json`));
const RESOURCE_METADATA = `${settings.publicUrl}/.well-known/oauth-protected-resource`;

type AuthedRequest = Request & { auth?: AuthInfo };

async function bearer(req: AuthedRequest, res: Response, next: NextFunction) {
  const [scheme, token] = (req.get('authorization') ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) {
    res.set('WWW-Authenticate', `Bearer resource_metadata="${RESOURCE_METADATA}"`).status(401).end();
    return;
  }
  try {
    const { payload } = await jwtVerify(token, jwks, { issuer: settings.idpIssuer, audience: settings.idpAudience });
    req.auth = {
      token,
      clientId: String(payload.azp ?? payload.client_id ?? ''),
      scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
      expiresAt: payload.exp,
      extra: { userId: payload.sub },
    };
    next();
  } catch {
    res.set('WWW-Authenticate', `Bearer error="invalid_token", resource_metadata="${RESOURCE_METADATA}"`).status(401).end();
  }
}

/** Desk webhooks: `x-desk-signature: t=<unix>,v1=<hex hmac of "t.body">`. */
function deskSignatureOk(raw: Buffer, header: string | undefined): boolean {
  if (!header) return false;
  const parts = Object.fromEntries(header.split(',').map((kv) => kv.split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isFinite(t) || Math.abs(Date.now() / 1000 - t) > 300 || !parts.v1) return false;
  const expected = createHmac('sha256', settings.deskWebhookSecret).update(`${parts.t}.`).update(raw).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const slaBreaches = new Map<string, string>();

const app = express();

app.get('/.well-known/oauth-protected-resource', (_req, res) => {
  res.json({ resource: `${settings.publicUrl}/mcp`, authorization_servers: [settings.idpIssuer], scopes_supported: ['tickets'] });
});

app.post('/webhooks/desk', express.raw({ type: 'application/json', limit: '256kb' }), (req, res) => {
  if (!deskSignatureOk(req.body as Buffer, req.get('x-desk-signature'))) {
    res.status(401).end();
    return;
  }
  const event = JSON.parse((req.body as Buffer).toString('utf8')) as { type: string; ticket?: { id: string }; at: string };
  if (event.type === 'sla.breached' && event.ticket) slaBreaches.set(event.ticket.id, event.at);
  res.status(204).end();
});

app.post('/mcp', express.json({ limit: '2mb' }), bearer, async (req: AuthedRequest, res) => {
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

app.listen(settings.port, () => console.log(`desk-assist listening on ${settings.port}`));
