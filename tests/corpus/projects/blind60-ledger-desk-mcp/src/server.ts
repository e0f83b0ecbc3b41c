import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { createMcpHandler, McpServer } from '@modelcontextprotocol/server';
import { authenticate } from './auth.js';
import { config } from './config.js';
import { tools } from './tools/index.js';

function buildServer(): McpServer {
  const server = new McpServer({ name: 'ledger-desk', version: '0.7.2' }, { capabilities: { tools: {} } });
  for (const tool of tools) {
    server.registerTool(tool.name, tool.config, tool.handler);
  }
  return server;
}

const mcp = createMcpHandler(buildServer);

function toRequest(req: IncomingMessage): Request {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    // @ts-expect-error Node needs this for streamed request bodies
    duplex: 'half',
  });
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (response.body) {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk);
  }
  res.end();
}

createServer(async (req, res) => {
  try {
    if (!req.url?.startsWith('/mcp')) {
      res.writeHead(404).end();
      return;
    }
    const request = toRequest(req);
    const auth = await authenticate(request);
    if (auth instanceof Response) return await send(res, auth);
    await send(res, await mcp.fetch(request, { authInfo: auth }));
  } catch (err) {
    console.error('ledger-desk: request failed', err);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  }
}).listen(config.port, () => console.log(`ledger-desk MCP listening on :${config.port}/mcp`));
