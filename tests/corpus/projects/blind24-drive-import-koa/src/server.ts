import { createHmac, timingSafeEqual } from 'node:crypto';
import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { deriveKey } from './keys';
import { StateVault } from './state-vault';
import { GoogleDrive } from './google';
import { buildMcpServer } from './mcp';
import { PluginRegistry } from './plugins/registry';
import importFolder from './plugins/import-folder';
import emptyTrash from './plugins/empty-trash';
import { pgDocStore, pgLinkedAccounts } from './persistence';

const vault = new StateVault(deriveKey('request-state'));
const channelKey = deriveKey('webhook');
const drive = new GoogleDrive(process.env.GOOGLE_CLIENT_ID!, process.env.GOOGLE_CLIENT_SECRET!, pgLinkedAccounts);
const registry = new PluginRegistry().use(importFolder).use(emptyTrash);
const services = { vault, drive, docs: pgDocStore };

async function introspect(token: string): Promise<AuthInfo | null> {
  const res = await fetch(`${process.env.AUTH_URL}/introspect`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, client_id: process.env.AUTH_CLIENT_ID!, client_secret: process.env.AUTH_CLIENT_SECRET! }),
  });
  const body = (await res.json()) as { active: boolean; sub: string; client_id: string; scope: string; exp: number };
  if (!body.active || body.exp * 1000 <= Date.now()) return null;
  return { token, clientId: body.client_id, scopes: body.scope.split(' '), expiresAt: body.exp, extra: { userId: body.sub } };
}

/** Drive push channels carry the token we chose at watch() time: HMAC(channelKey, channelId). */
function validChannelToken(channelId: string | undefined, token: string | undefined): boolean {
  if (!channelId || !token) return false;
  const expected = createHmac('sha256', channelKey).update(channelId).digest();
  const given = Buffer.from(token, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const router = new Router();

router.post('/mcp', async (ctx) => {
  const header = ctx.get('authorization');
  const auth = header.startsWith('Bearer ') ? await introspect(header.slice('Bearer '.length)) : null;
  if (!auth) {
    ctx.status = 401;
    ctx.set('WWW-Authenticate', 'Bearer');
    return;
  }
  const server = buildMcpServer(registry, services);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  ctx.respond = false;
  (ctx.req as typeof ctx.req & { auth?: AuthInfo }).auth = auth;
  ctx.res.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(ctx.req, ctx.res, ctx.request.body);
});

router.post('/drive/notifications', async (ctx) => {
  if (!validChannelToken(ctx.get('x-goog-channel-id'), ctx.get('x-goog-channel-token'))) {
    ctx.status = 403;
    return;
  }
  ctx.status = 204;
});

const app = new Koa();
app.use(bodyParser({ enableTypes: ['json'] }));
app.use(router.routes()).use(router.allowedMethods());
app.listen(Number(process.env.PORT ?? 4000));
