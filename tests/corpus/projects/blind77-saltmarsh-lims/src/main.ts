// Bun entry point: Hono app with analyst authentication, the MCP endpoint and the instrument upload hook.
// @ts-nocheck
import { Hono } from 'hono';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { settings } from './settings.ts';
import { serveMcp } from './mcp.ts';
import { sha256, equalBytes } from './bytes.ts';
import { storeInstrumentRun, sql } from './lims.ts';
import * as orderRetest from './tools/orderRetest.ts';
import * as voidResult from './tools/voidResult.ts';
import * as shareReport from './tools/shareReport.ts';

const tools = [orderRetest, voidResult, shareReport];
const jwks = createRemoteJWKSet(new URL(`${settings.oidc.issuer}/protocol/openid-connect/certs`));

const app = new Hono();

app.get('/healthz', async (c) => {
  await sql`select 1`;
  return c.json({ ok: true });
});

app.use('/mcp', async (c, next) => {
  const match = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '');
  if (!match) return c.json({ error: 'unauthorized' }, 401, { 'www-authenticate': 'Bearer realm="saltmarsh"' });
  try {
    const { payload } = await jwtVerify(match[1], jwks, {
      issuer: settings.oidc.issuer,
      audience: settings.oidc.audience,
      algorithms: ['RS256'],
    });
    c.set('authInfo', {
      token: match[1],
      clientId: String(payload.azp ?? ''),
      scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
      expiresAt: payload.exp,
      extra: { userId: String(payload.sub), labId: payload.lab_id, roles: payload.lims_roles ?? [] },
    });
  } catch {
    return c.json({ error: 'invalid_token' }, 401, { 'www-authenticate': 'Bearer error="invalid_token"' });
  }
  await next();
});

app.all('/mcp', (c) => serveMcp(c.req.raw, tools, c.get('authInfo')));

app.post('/instrument/runs', async (c) => {
  const presented = c.req.header('x-instrument-key') ?? '';
  if (!equalBytes(await sha256(presented), settings.instrumentKeySha256)) return c.json({ error: 'forbidden' }, 403);
  const run = await c.req.json();
  await storeInstrumentRun(run);
  return c.body(null, 202);
});

const server = Bun.serve({ port: settings.port, fetch: app.fetch });
console.log(`saltmarsh-lims MCP on ${server.url}`);
