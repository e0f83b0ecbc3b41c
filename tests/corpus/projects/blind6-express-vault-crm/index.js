'use strict';
const express = require('express');
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const { Container } = require('./container');
const { loadStateSecret } = require('./secrets/vault');
const { JwtStateService } = require('./state/jwtState');
const { makeTicketSigner } = require('./state/exportTicket');
const { dealTools } = require('./tools/deals');

const CRM = process.env.CRM_URL || 'https://crm.example.internal/api';

const container = new Container()
  .register('stateSecret', [], () => loadStateSecret())
  .register('jwtState', ['stateSecret'], (secret) => new JwtStateService(secret))
  .register('tickets', ['stateSecret'], (secret) => makeTicketSigner(secret))
  .register('crm', [], () => ({
    async get(path, token) {
      const r = await fetch(CRM + path, { headers: { authorization: `Bearer ${token}` } });
      return r.text();
    },
    async patch(path, body, refreshToken) {
      const t = await fetch(`${CRM}/oauth/token`, {
        method: 'POST',
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }),
      }).then((r) => r.json());
      return fetch(CRM + path, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${t.access_token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    },
  }))
  .register('tools', ['jwtState', 'tickets', 'crm'], (jwtState, tickets, crm) => dealTools({ jwtState, tickets, crm }));

const sessions = new Map();

async function requireSession(req, res, next) {
  const token = (req.get('authorization') || '').replace(/^Bearer /, '');
  const session = sessions.get(token);
  if (!session) return res.status(401).json({ error: 'unknown session' });
  req.crmSession = session;
  next();
}

function buildServer(tools, session) {
  const server = new Server({ name: 'crm-bridge', version: '2.1.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: Object.entries(tools).map(([name, t]) => ({ name, ...t.meta })),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const tool = tools[request.params.name];
    if (!tool) return { isError: true, content: [{ type: 'text', text: 'no such tool' }] };
    return tool.call(request.params, session);
  });
  return server;
}

const app = express();
app.use(express.json({ limit: '256kb' }));

app.post('/mcp', requireSession, async (req, res) => {
  const tools = await container.resolve('tools');
  const server = buildServer(tools, req.crmSession);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => transport.close());
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

app.post('/sessions', express.urlencoded({ extended: false }), async (req, res) => {
  const r = await fetch(`${CRM}/oauth/token`, { method: 'POST', body: new URLSearchParams(req.body) });
  if (!r.ok) return res.status(400).end();
  const t = await r.json();
  sessions.set(t.access_token, { userId: t.user_id, accessToken: t.access_token, refreshToken: t.refresh_token });
  res.json({ access_token: t.access_token, expires_in: t.expires_in });
});

app.listen(Number(process.env.PORT) || 3100);
