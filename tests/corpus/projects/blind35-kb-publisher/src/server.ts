import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createMcpHandler, McpServer, requireBearerAuth } from '@modelcontextprotocol/server';
import { verifier } from './auth.js';
import { env } from './env.js';
import type { ToolDefinition } from './mcp.js';

// Every *.tool.ts under ./tools becomes a lazily loaded chunk; dropping a file in registers a tool.
const toolModules = import.meta.glob<{ default: ToolDefinition }>('./tools/*.tool.ts');

async function loadTools(): Promise<ToolDefinition[]> {
  const tools: ToolDefinition[] = [];
  for (const [path, load] of Object.entries(toolModules)) {
    const { default: tool } = await load();
    if (!tool?.name) throw new Error(`${path} has no default tool export`);
    tools.push(tool);
  }
  return tools.sort((a, b) => a.name.localeCompare(b.name));
}

const tools = await loadTools();

const mcp = createMcpHandler(() => {
  const server = new McpServer(
    { name: 'kb-publisher', version: import.meta.env.VITE_APP_VERSION ?? '0.0.0-dev' },
    { capabilities: { tools: {} } },
  );
  for (const tool of tools) {
    server.registerTool(tool.name, tool.config, (args: unknown, ctx: any) => tool.handler(args, ctx) as any);
  }
  return server;
});

const authenticate = requireBearerAuth({ verifier, requiredScopes: ['kb:write'] });

function toRequest(req: IncomingMessage): Request {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? (req as unknown as ReadableStream) : undefined,
    duplex: 'half',
  } as RequestInit);
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (!response.body) return void res.end();
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk);
  res.end();
}

createServer(async (req, res) => {
  try {
    if (req.url === '/healthz') return void res.writeHead(200).end('ok');
    const request = toRequest(req);
    const authInfo = await authenticate(request);
    if (authInfo instanceof Response) return await send(res, authInfo);
    await send(res, await mcp.fetch(request, { authInfo }));
  } catch (err) {
    console.error('[kb-publisher] request failed', err);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  }
}).listen(env.PORT, () => console.info(`[kb-publisher] ${tools.length} tools on :${env.PORT}`));
