// Builds the ticket-triage McpServer with state verification and serves it over HTTP.
// @ts-nocheck
import { createServer } from 'node:http';
import { Readable } from 'node:stream';
import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { authenticate } from './auth.js';
import { config } from './config.js';
import { triageCodec } from './state.js';
import { ZendeskClient } from './zendesk.js';
import { registerEscalate } from './tools/escalate.js';
import { registerClose } from './tools/close.js';

const zendesk = new ZendeskClient();

function buildServer(): McpServer {
  const server = new McpServer(
    { name: 'ticket-triage', version: '0.4.2' },
    {
      capabilities: { tools: {} },
      requestState: { verify: triageCodec.verify },
    },
  );
  registerEscalate(server, zendesk);
  registerClose(server, zendesk);
  return server;
}

const mcp = createMcpHandler(buildServer);

createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const request = new Request(url, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
      duplex: 'half',
    } as RequestInit);

    const auth = await authenticate(request);
    const response = auth instanceof Response ? auth : await mcp.fetch(request, { authInfo: auth });

    res.writeHead(response.status, Object.fromEntries(response.headers));
    if (response.body) {
      Readable.fromWeb(response.body as never).pipe(res);
    } else {
      res.end();
    }
  } catch (err) {
    console.error(err);
    res.writeHead(500).end();
  }
}).listen(config.port, () => console.info(`ticket-triage listening on :${config.port}`));
