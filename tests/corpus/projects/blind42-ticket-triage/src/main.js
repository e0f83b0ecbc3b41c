import express from 'express';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { config } from './config.js';
import * as closeTicket from './tools/close-ticket.js';
import * as triage from './tools/triage.js';
import { botRequestValid, zendeskDeliveryValid } from './webhooks.js';
import { changedSince, markChanged } from './zendesk.js';

const tools = new Map([triage, closeTicket].map((tool) => [tool.definition.name, tool]));
const REQUIRED_SCOPES = ['tickets:write'];

const verifier = {
  async verifyAccessToken(token) {
    const res = await fetch(config.introspectionUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${config.introspectionClient.id}:${config.introspectionClient.secret}`).toString('base64')}`,
      },
      body: new URLSearchParams({ token }),
    });
    if (!res.ok) throw new Error(`introspection: ${res.status}`);
    const claims = await res.json();
    if (!claims.active) throw new Error('inactive token');
    return {
      token,
      clientId: claims.client_id,
      scopes: String(claims.scope ?? '').split(' ').filter(Boolean),
      expiresAt: claims.exp,
      extra: { userId: claims.sub },
    };
  },
};

function buildServer() {
  const server = new Server({ name: 'ticket-triage', version: '1.8.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [...tools.values()].map((t) => t.definition) }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = tools.get(request.params.name);
    if (!tool) return closeTicket.refusal(`no tool named ${request.params.name}`);
    const userId = extra.authInfo?.extra?.userId;
    if (typeof userId !== 'string' || userId === '') return closeTicket.refusal('not signed in');
    if (tool.definition.annotations.destructiveHint && extra.authInfo.scopes.indexOf('tickets:close') === -1) {
      return closeTicket.refusal('closing tickets needs the tickets:close scope');
    }
    const { arguments: args = {}, requestState, inputResponses } = request.params;
    return tool.handler(args, { userId, requestState, inputResponses });
  });

  return server;
}

const app = express();

app.post('/hooks/zendesk', express.raw({ type: 'application/json', limit: '1mb' }), (req, res) => {
  const ok = zendeskDeliveryValid(
    req.body,
    req.get('x-zendesk-webhook-signature'),
    req.get('x-zendesk-webhook-signature-timestamp'),
  );
  if (!ok) return res.status(401).end();
  const event = JSON.parse(req.body.toString('utf8'));
  if (event?.detail?.id) markChanged(event.detail.id);
  res.status(204).end();
});

app.get('/bot/changed/:ticketId', (req, res) => {
  if (!botRequestValid(req.get('authorization'))) return res.status(401).end();
  res.json({ changed: changedSince(req.params.ticketId) });
});

app.post('/mcp', express.json({ limit: '512kb' }), requireBearerAuth({ verifier, requiredScopes: REQUIRED_SCOPES }), async (req, res) => {
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

app.listen(config.port, () => console.log(`ticket-triage listening on :${config.port}`));
