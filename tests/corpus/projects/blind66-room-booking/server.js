'use strict';

const express = require('express');
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { requireBearerAuth } = require('@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const { createRemoteJWKSet, jwtVerify } = require('jose');
const { BOOK_ROOM, bookRoom } = require('./tools/book-room');
const { CANCEL_BOOKING, cancelBooking } = require('./tools/cancel-booking');

const jwks = createRemoteJWKSet(new URL(process.env.ROOMS_OIDC_JWKS_URL));

const verifier = {
  async verifyAccessToken(token) {
    const { payload } = await jwtVerify(token, jwks, { audience: 'room-booking' });
    return {
      token,
      clientId: String(payload.azp || 'unknown'),
      scopes: String(payload.scope || '').split(' ').filter(Boolean),
      expiresAt: payload.exp,
      extra: { userId: payload.sub },
    };
  },
};

const tools = {
  [BOOK_ROOM.name]: { definition: BOOK_ROOM, run: bookRoom },
  [CANCEL_BOOKING.name]: { definition: CANCEL_BOOKING, run: cancelBooking },
};

function userOf(extra) {
  const userId = extra.authInfo && extra.authInfo.extra && extra.authInfo.extra.userId;
  if (typeof userId !== 'string' || userId === '') throw new Error('room-booking requires an authenticated user');
  return userId;
}

function buildServer() {
  const server = new Server({ name: 'room-booking', version: '2.1.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: Object.values(tools).map((tool) => tool.definition),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = tools[request.params.name];
    if (!tool) return { isError: true, content: [{ type: 'text', text: `Unknown tool ${request.params.name}` }] };
    return tool.run(request.params, userOf(extra));
  });
  return server;
}

const app = express();
app.use(express.json({ limit: '128kb' }));

app.post('/mcp', requireBearerAuth({ verifier, requiredScopes: ['rooms'] }), async (req, res) => {
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

app.listen(Number(process.env.PORT) || 3000);
