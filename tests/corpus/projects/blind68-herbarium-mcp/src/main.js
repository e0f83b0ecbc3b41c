'use strict';

const http = require('node:http');
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } = require('@modelcontextprotocol/sdk/types.js');
const { authenticate } = require('./auth');

const tools = [require('./tools/deaccession'), require('./tools/merge-taxa'), require('./tools/attach-image')];
const toolsByName = new Map(tools.map((tool) => [tool.definition.name, tool]));

function buildServer() {
  const server = new Server({ name: 'herbarium', version: '2.1.4' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: tools.map((tool) => tool.definition) }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = toolsByName.get(request.params.name);
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `No tool named ${request.params.name}`);
    return tool.run(request.params, extra);
  });
  return server;
}

const PORT = Number(process.env.PORT ?? 7411);

function readJson(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > 2_000_000) {
        reject(new Error('body too large'));
        req.destroy();
      } else {
        chunks.push(chunk);
      }
    });
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch (err) {
        reject(err);
      }
    });
    req.on('error', reject);
  });
}

const httpServer = http.createServer(async (req, res) => {
  if (req.url === '/healthz') {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    return;
  }
  if (req.url !== '/mcp' || req.method !== 'POST') {
    res.writeHead(req.url === '/mcp' ? 405 : 404).end();
    return;
  }

  let auth;
  try {
    auth = await authenticate(req);
  } catch {
    auth = null;
  }
  if (!auth) {
    res.writeHead(401, { 'www-authenticate': 'Bearer realm="herbarium-mcp"' }).end();
    return;
  }
  req.auth = auth;

  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  res.on('close', () => {
    transport.close();
    server.close();
  });

  try {
    const body = await readJson(req);
    await server.connect(transport);
    await transport.handleRequest(req, res, body);
  } catch (err) {
    console.error('[herbarium] request failed', err);
    if (!res.headersSent) res.writeHead(500).end();
  }
});

httpServer.listen(PORT, () => console.log(`[herbarium] MCP on http://0.0.0.0:${PORT}/mcp`));
