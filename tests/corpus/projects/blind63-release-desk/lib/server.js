'use strict';
const http = require('node:http');
const { McpServer, createMcpHandler } = require('@modelcontextprotocol/server');
const { codec } = require('./state');
const { verifyCiSignature } = require('./ci-hook');
const rollback = require('./tools/rollback');
const releaseNotes = require('./tools/release-notes');
const { authenticate } = require('./auth');

const mcp = createMcpHandler(() => {
  const server = new McpServer(
    { name: 'release-desk', version: '3.0.1' },
    { capabilities: { tools: {} }, requestState: { verify: codec.verify } },
  );
  rollback.register(server);
  releaseNotes.register(server);
  return server;
});

http
  .createServer(async (req, res) => {
    const chunks = [];
    for await (const c of req) chunks.push(c);
    const body = Buffer.concat(chunks);

    if (req.url === '/hooks/ci') {
      res.statusCode = verifyCiSignature(body, req.headers['x-ci-signature']) ? 202 : 401;
      return res.end();
    }

    const request = new Request('http://localhost' + req.url, { method: req.method, headers: req.headers, body: body.length ? body : undefined });
    const authInfo = await authenticate(request);
    if (authInfo instanceof Response) {
      res.writeHead(authInfo.status).end(await authInfo.text());
      return;
    }
    const response = await mcp.fetch(request, { authInfo });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  })
  .listen(Number(process.env.PORT || 8088));
