import http from 'node:http';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { authenticate } from './auth.js';
import { TOOLS, route } from './router.js';
import { exportNote } from './notesApi.js';
import { etag, reqId } from './helpers.js';

var PORT = Number(process.env.PORT || 3200);

function mcpServer() {
  var s = new Server({ name: 'notes-sync', version: '2.1.0' }, { capabilities: { tools: {} } });
  s.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: TOOLS }));
  s.setRequestHandler(CallToolRequestSchema, route);
  return s;
}

function readJson(req) {
  return new Promise((resolve, reject) => {
    var buf = '';
    req.setEncoding('utf8');
    req.on('data', (c) => (buf += c));
    req.on('end', () => {
      try {
        resolve(buf ? JSON.parse(buf) : undefined);
      } catch (e) {
        reject(e);
      }
    });
    req.on('error', reject);
  });
}

http
  .createServer(async (req, res) => {
    var id = reqId();
    res.setHeader('x-request-id', id);
    try {
      var auth = await authenticate(req);
      if (!auth) {
        res.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
        return;
      }

      // plain markdown download, cached by the browser via ETag
      var m = /^\/export\/([\w-]+)$/.exec(req.url || '');
      if (m && req.method === 'GET') {
        var md = await exportNote(auth.token, m[1]);
        if (md === null) return void res.writeHead(404).end();
        var tag = etag(md.markdown);
        if (req.headers['if-none-match'] === tag) return void res.writeHead(304, { etag: tag }).end();
        res.writeHead(200, { 'content-type': 'text/markdown; charset=utf-8', etag: tag }).end(md.markdown);
        return;
      }

      if (req.url !== '/mcp' || req.method !== 'POST') {
        res.writeHead(404).end();
        return;
      }

      req.auth = auth; // handed to tool handlers as extra.authInfo
      var body = await readJson(req);
      var server = mcpServer();
      var transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
      res.on('close', () => {
        transport.close();
        server.close();
      });
      await server.connect(transport);
      await transport.handleRequest(req, res, body);
    } catch (err) {
      console.error(id, err);
      if (!res.headersSent) res.writeHead(500).end();
    }
  })
  .listen(PORT, () => console.log('notes-sync mcp on :' + PORT));
