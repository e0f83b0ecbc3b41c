import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth, type AuthInfo } from '@modelcontextprotocol/server';
import { isTrustedService } from './security/service-auth.js';
import { settings } from './settings.js';
import { registerExportSegment } from './tools/export-contacts.js';
import { registerMergeContacts } from './tools/merge-contacts.js';

async function verifyAccessToken(token: string): Promise<AuthInfo> {
  const res = await fetch(`${settings.oauth.issuer}/oauth2/introspect`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }),
  });
  if (!res.ok) throw new Error(`introspection: ${res.status}`);
  const claims = (await res.json()) as { active: boolean; sub: string; aud?: string; client_id: string; scope?: string; exp: number };
  if (!claims.active || claims.aud !== settings.oauth.audience) throw new Error('token not valid for crm-export');
  return {
    token,
    clientId: claims.client_id,
    scopes: claims.scope?.split(' ') ?? [],
    expiresAt: claims.exp,
    extra: { userId: claims.sub },
  };
}

const mcp = createMcpHandler(() => {
  const server = new McpServer({ name: 'crm-export', version: '1.3.0' }, { capabilities: { tools: {} } });
  registerExportSegment(server);
  registerMergeContacts(server);
  return server;
});
const auth = requireBearerAuth({ verifier: { verifyAccessToken }, requiredScopes: ['crm.export'] });

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

async function pipeResponse(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  if (response.body) for await (const chunk of response.body) res.write(chunk);
  res.end();
}

function json(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
}

async function onSegmentRefreshed(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (!isTrustedService(req)) return json(res, 401, { error: 'unauthorized' });
  const event = JSON.parse((await bodyOf(req)).toString('utf8')) as { segmentId: string };
  console.log(`[crm-export] segment ${event.segmentId} refreshed`);
  json(res, 202, { ok: true });
}

async function onMcp(url: URL, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await bodyOf(req);
  const request = new Request(url, {
    method: req.method,
    headers: Object.entries(req.headers).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)] as [string, string]])),
    body: req.method === 'POST' ? body : undefined,
  });
  const authInfo = await auth(request);
  if (authInfo instanceof Response) return pipeResponse(res, authInfo);
  return pipeResponse(res, await mcp.fetch(request, { authInfo }));
}

createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  switch (url.pathname) {
    case '/healthz':
      return json(res, 200, { ok: true, release: settings.releaseSha });
    case '/hooks/segment-refreshed':
      return void onSegmentRefreshed(req, res);
    case '/mcp':
      return void onMcp(url, req, res).catch((err) => {
        console.error('[crm-export] mcp request failed', err);
        if (!res.headersSent) json(res, 500, { error: 'internal' });
      });
    default:
      return json(res, 404, { error: 'not found' });
  }
}).listen(settings.port);
