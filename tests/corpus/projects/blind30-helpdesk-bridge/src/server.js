import express from 'express';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { container } from './container.js';
import { RoundBus } from './events/round-bus.js';
import { attachSuspender } from './rounds/suspender.js';
import { CheckpointCodec } from './state/checkpoint.js';
import { StateSigner } from './state/signer.js';
import { CredentialVault } from './vault/credentials.js';
import { SyncTicketsTool } from './tools/sync-tickets.js';
import { ExportReportTool } from './tools/export-report.js';

function env(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

const internalApi = (path, init = {}) =>
  fetch(`${env('BRIDGE_API_URL')}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${env('BRIDGE_SERVICE_TOKEN')}`, 'content-type': 'application/json', ...init.headers },
  });

container
  .register('log', () => console)
  .register('metrics', () => ({ increment: (name, tags) => console.debug('metric', name, tags) }))
  .register('bus', (c) => {
    const bus = new RoundBus();
    attachSuspender(bus, { metrics: c.resolve('metrics'), log: c.resolve('log') });
    return bus;
  })
  .register('signer', () => new StateSigner({ key: Buffer.from(env('BRIDGE_STATE_KEY'), 'base64') }))
  .register('checkpoints', () => new CheckpointCodec())
  .register('vault', () => new CredentialVault({ baseUrl: env('SECRETS_URL'), serviceToken: env('SECRETS_SERVICE_TOKEN') }))
  .register('access', () => ({
    async assertOrgMember(userId, orgId) {
      const res = await internalApi(`/orgs/${encodeURIComponent(orgId)}/members/${encodeURIComponent(userId)}`);
      if (!res.ok) throw new Error(`You are not a member of organisation ${orgId}.`);
    },
  }))
  .register('reports', () => ({
    append: (id, tickets) => internalApi(`/reports/${id}/rows`, { method: 'POST', body: JSON.stringify(tickets) }),
    finish: async (id) => (await (await internalApi(`/reports/${id}/finish`, { method: 'POST' })).json()).url,
  }))
  .register('tools', (c) => {
    const deps = {
      vault: c.resolve('vault'),
      signer: c.resolve('signer'),
      checkpoints: c.resolve('checkpoints'),
      access: c.resolve('access'),
      reports: c.resolve('reports'),
      bus: c.resolve('bus'),
    };
    return new Map([
      [SyncTicketsTool.definition.name, { definition: SyncTicketsTool.definition, impl: new SyncTicketsTool(deps) }],
      [ExportReportTool.definition.name, { definition: ExportReportTool.definition, impl: new ExportReportTool(deps) }],
    ]);
  });

function callerFrom(extra) {
  const userId = extra.authInfo?.extra?.userId;
  if (typeof userId !== 'string') throw new Error('unauthenticated tool call');
  return { userId };
}

function createMcpServer() {
  const server = new Server({ name: 'helpdesk-bridge', version: '0.9.2' }, { capabilities: { tools: {} } });
  const tools = container.resolve('tools');

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [...tools.values()].map((t) => t.definition),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const entry = tools.get(request.params.name);
    if (!entry) {
      return { isError: true, content: [{ type: 'text', text: `Unknown tool ${request.params.name}` }] };
    }
    const caller = callerFrom(extra);
    const { arguments: args = {}, requestState, inputResponses } = request.params;
    if (requestState === undefined) {
      return entry.impl.start(args, caller);
    }
    return entry.impl.resume(args, requestState, inputResponses, caller);
  });

  return server;
}

const verifier = {
  async verifyAccessToken(token) {
    const res = await internalApi('/oauth/introspect', { method: 'POST', body: JSON.stringify({ token }) });
    const info = await res.json();
    if (!info.active) throw new Error('inactive token');
    return { token, clientId: info.client_id, scopes: info.scope.split(' '), expiresAt: info.exp, extra: { userId: info.sub } };
  },
};

const app = express();
app.use(express.json({ limit: '2mb' }));
app.post('/mcp', requireBearerAuth({ verifier, requiredScopes: ['helpdesk'] }), async (req, res) => {
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  const server = createMcpServer();
  res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

app.listen(Number(process.env.PORT ?? 3030), () => console.log('helpdesk-bridge up'));
