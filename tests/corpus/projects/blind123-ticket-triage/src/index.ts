// HTTP entry point that builds the ticket-triage MCP server and serves it behind bearer auth.
// @ts-nocheck
import { createServer, type IncomingMessage } from 'node:http';
import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { authenticate } from './auth.js';
import { registerAssignTicket } from './tools/assignTicket.js';
import { registerSummarizeThread } from './tools/summarizeThread.js';

function buildServer(): McpServer {
  const server = new McpServer(
    { name: 'ticket-triage', version: '0.4.1' },
    { capabilities: { tools: {} } },
  );
  registerAssignTicket(server);
  registerSummarizeThread(server);
  return server;
}

const handler = createMcpHandler(buildServer);

async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = chunks.length ? Buffer.concat(chunks) : undefined;
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers: req.headers as Record<string, string>,
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
  });
}

const port = Number(process.env.PORT ?? 3030);
createServer(async (req, res) => {
  try {
    const request = await toRequest(req, `http://localhost:${port}`);
    const auth = await authenticate(request);
    const response = auth instanceof Response ? auth : await handler.fetch(request, { authInfo: auth });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  } catch (err) {
    console.error('request failed', err);
    res.writeHead(500).end();
  }
}).listen(port, () => console.error(`ticket-triage MCP listening on :${port}`));
