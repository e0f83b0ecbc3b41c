// Process entry: node:http server with bearer auth in front of a stateless MCP streamable-HTTP transport.
const http = require('node:http');
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { ListToolsRequestSchema, CallToolRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const { load } = require('./settings');
const { identity } = require('./identity');
const { tokenKit } = require('./token');
const { lims } = require('./lims');
const { courier } = require('./courier');
const { toolTable } = require('./tools');

const settings = load();
const table = toolTable({ db: lims(settings), courier: courier(settings.courier), tokens: tokenKit(settings.state) }); // expect: no-weak-state-key
const authenticate = identity(settings.oidc);

const mcpServer = () => {
  const server = new Server({ name: 'lab-samples', version: '2.1.3' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => table.list());
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => table.call(request, extra));
  return server;
};

const routes = {
  'GET /healthz': async (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'),
  'POST /mcp': async (req, res) => {
    const auth = await authenticate(req.headers.authorization);
    if (!auth) return res.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
    req.auth = auth;
    const server = mcpServer();
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => { transport.close(); server.close(); });
    await server.connect(transport);
    await transport.handleRequest(req, res);
  },
};

http.createServer((req, res) => {
  const route = routes[`${req.method} ${new URL(req.url, 'http://localhost').pathname}`];
  (route ? route(req, res) : Promise.resolve(res.writeHead(404).end())).catch((err) => {
    console.error(err);
    if (!res.headersSent) res.writeHead(500).end();
  });
}).listen(settings.port, () => console.log(`lab-samples MCP on :${settings.port}`));
