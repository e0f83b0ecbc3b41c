'use strict';

const express = require('express');
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { registerToolHandlers } = require('./handlers/tools');
const erp = require('./lib/erpClient');

const app = express();
app.use(express.json({ limit: '256kb' }));

async function authenticate(req, res, next) {
  const token = (req.get('authorization') || '').replace(/^Bearer\s+/i, '');
  if (!token) return res.status(401).json({ error: 'missing token' });
  try {
    const who = await erp.whoAmI(token);
    req.auth = { token, clientId: who.clientId, scopes: who.scopes, extra: { userId: who.userId } };
    next();
  } catch (err) {
    res.status(401).json({ error: 'bad token' });
  }
}

app.post('/mcp', authenticate, async (req, res) => {
  const server = new Server({ name: 'invoice-approvals', version: '1.3.0' }, { capabilities: { tools: {} } });
  registerToolHandlers(server, erp);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

app.listen(Number(process.env.PORT) || 3000, () => console.log('invoice approvals MCP up'));
