// HTTP entry point: Node http server with the MCP endpoint, the PayGov webhook and a health probe.
import http from 'node:http';
import { z } from 'zod';
import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { config } from './config.js';
import { authenticate, applicantOf } from './auth.js';
import { codec } from './stateCodec.js';
import { pool, searchPermits } from './db.js';
import { closeDrafts } from './drafts.js';
import { handlePaygovWebhook } from './webhooks.js';
import { registerScheduleInspection } from './tools/scheduleInspection.js';
import { registerWithdrawApplication } from './tools/withdrawApplication.js';
import { registerAttachDocuments } from './tools/attachDocuments.js';

function buildServer() {
  const server = new McpServer(
    { name: 'permitdesk', version: '3.0.1' },
    { capabilities: { tools: {} }, requestState: { verify: codec.verify } },
  );

  server.registerTool(
    'search_permits',
    {
      title: 'Search my permits',
      description: 'Find your permit applications by address or permit number.',
      inputSchema: z.object({
        text: z.string().max(120).optional(),
        status: z.enum(['submitted', 'under_review', 'issued', 'withdrawn', 'expired']).optional(),
      }),
      annotations: { readOnlyHint: true },
    },
    async ({ text, status }, ctx) => {
      const { applicantId } = applicantOf(ctx);
      const rows = await searchPermits(applicantId, text, status);
      const lines = rows.map((p) => `${p.permit_number}  ${p.status.padEnd(12)} ${p.work_type} at ${p.site_address} [${p.id}]`);
      return { content: [{ type: 'text', text: lines.join('\n') || 'No matching permits.' }], structuredContent: { permits: rows } };
    },
  );
  registerScheduleInspection(server);
  registerWithdrawApplication(server);
  registerAttachDocuments(server);
  return server;
}

const mcp = createMcpHandler(buildServer);

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks);
}

function toHeaders(nodeHeaders) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(nodeHeaders)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

async function writeResponse(res, response) {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (response.body) for await (const chunk of response.body) res.write(chunk);
  res.end();
}

const httpServer = http.createServer(async (req, res) => {
  try {
    const url = new URL(req.url, `http://${req.headers.host ?? 'localhost'}`);
    if (url.pathname === '/healthz') {
      await pool.query('SELECT 1');
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      return;
    }
    const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req);
    if (url.pathname === '/webhooks/paygov' && req.method === 'POST') {
      const out = await handlePaygovWebhook(body, req.headers);
      res.writeHead(out.status, { 'content-type': 'application/json' }).end(JSON.stringify(out.body));
      return;
    }
    if (url.pathname !== '/mcp') {
      res.writeHead(404).end();
      return;
    }
    const request = new Request(url, { method: req.method, headers: toHeaders(req.headers), body });
    const auth = await authenticate(request);
    if (auth instanceof Response) return writeResponse(res, auth);
    return writeResponse(res, await mcp.fetch(request, { authInfo: auth }));
  } catch (err) {
    console.error('request failed', err);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
    res.end('{"error":"internal"}');
  }
});

httpServer.listen(config.port, () => console.log(`permitdesk MCP listening on :${config.port}`));

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    httpServer.close(async () => {
      await Promise.allSettled([pool.end(), closeDrafts()]);
      process.exit(0);
    });
  });
}
