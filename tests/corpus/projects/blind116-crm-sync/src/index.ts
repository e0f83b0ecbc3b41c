// Wires crm-sync services, introspects CRM bearer tokens and serves the MCP server over HTTP.
// @ts-nocheck
import http from 'http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { loadConfig, type CrmSyncConfig } from './config';
import { ServiceRegistry } from './registry';
import { StateTokenService } from './services/stateTokens';
import { TokenVault } from './services/tokenVault';
import { CrmClient } from './services/crmClient';
import { buildServer } from './server';

const registry = new ServiceRegistry()
  .add<CrmSyncConfig>('config', 'singleton', () => loadConfig())
  .add('stateTokens', 'singleton', (s) => new StateTokenService(s.get<CrmSyncConfig>('config').state))
  .add('tokenVault', 'singleton', () => new TokenVault())
  .add('crm', 'singleton', (s) => new CrmClient(s.get<CrmSyncConfig>('config').crm));

const config = registry.createScope().get<CrmSyncConfig>('config');

async function identify(req: http.IncomingMessage): Promise<AuthInfo | undefined> {
  const header = req.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  const token = header.slice('Bearer '.length);
  const res = await fetch(`${config.crm.baseUrl}/oauth/introspect`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, client_id: config.crm.clientId, client_secret: config.crm.clientSecret }),
  });
  const info = (await res.json()) as { active: boolean; sub: string; client_id: string; scope?: string; exp: number };
  if (!info.active) return undefined;
  return { token, clientId: info.client_id, scopes: info.scope?.split(' ') ?? [], expiresAt: info.exp, extra: { userId: info.sub } };
}

http
  .createServer(async (req, res) => {
    const auth = await identify(req).catch(() => undefined);
    if (!auth) {
      res.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
      return;
    }
    (req as http.IncomingMessage & { auth?: AuthInfo }).auth = auth;
    const server = buildServer(registry);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    res.on('close', () => void transport.close());
    await server.connect(transport);
    await transport.handleRequest(req, res);
  })
  .listen(config.port);
