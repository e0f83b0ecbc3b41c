import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createMcpHandler, McpServer, requireBearerAuth } from '@modelcontextprotocol/server';
import { verifier } from './auth.js';
import { env } from './env.js';
import { PagerDuty } from './pagerduty.js';
import { Runbooks } from './runbooks.js';
import { roundCodec } from './state.js';
import { discoverTools, type ToolDeps } from './tools/index.js';

const tools = await discoverTools();
const deps: ToolDeps = { pagerduty: new PagerDuty(), runbooks: new Runbooks() };

// The verify hook refuses a state whose MAC, expiry or engineer does not match before any handler runs.
const mcp = createMcpHandler(() => {
  const server = new McpServer(
    { name: 'incident-runbooks', version: '1.4.0' },
    { capabilities: { tools: {} }, requestState: { verify: roundCodec.verify } },
  );
  for (const tool of tools) tool.register(server, deps);
  return server;
});

const authenticate = requireBearerAuth({ verifier, requiredScopes: ['oncall'] });

function toFetchRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(key, item);
    else if (value !== undefined) headers.set(key, value);
  }
  const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    init.body = req as unknown as BodyInit;
    init.duplex = 'half';
  }
  return new Request(new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`), init);
}

async function writeFetchResponse(res: ServerResponse, response: Response): Promise<void> {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (response.body) for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk);
  res.end();
}

createServer(async (req, res) => {
  try {
    if (req.url === '/healthz') return void res.writeHead(200).end('ok');
    const request = toFetchRequest(req);
    const authInfo = await authenticate(request);
    if (authInfo instanceof Response) return await writeFetchResponse(res, authInfo);
    await writeFetchResponse(res, await mcp.fetch(request, { authInfo }));
  } catch (err) {
    console.error('[incident-runbooks]', err);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  }
}).listen(env.PORT, () => console.info(`[incident-runbooks] ${tools.length} tools on :${env.PORT} (${env.NODE_ENV})`));
