// Express entry point that loads the state keys and serves the warehouse MCP server behind bearer auth.
'use strict';

const express = require('express');
const { requireBearerAuth } = require('@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { verifier } = require('./auth');
const { keyring } = require('./keyring');
const { createServer } = require('./tools');

async function main() {
  await keyring(); // fail at boot, not on the first call, if the state key is missing or short

  const app = express();
  app.use(express.json({ limit: '256kb' }));

  app.post('/mcp', requireBearerAuth({ verifier, requiredScopes: ['warehouse'] }), async (req, res) => {
    const server = createServer();
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    res.on('close', () => {
      transport.close();
      server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  });

  const port = Number(process.env.PORT || 3000);
  app.listen(port, () => console.log(`warehouse MCP on :${port}`));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
