import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { verifier } from './auth.js';
import { config } from './config.js';
import { registerApprovePayment } from './tools/approvePayment.js';
import { registerOnboardVendor } from './tools/onboardVendor.js';

function buildServer(): McpServer {
  const server = new McpServer(
    { name: 'ap-approvals', version: '2.3.1' },
    { capabilities: { tools: {} } },
  );
  registerOnboardVendor(server);
  registerApprovePayment(server);
  return server;
}

const mcp = createMcpHandler(buildServer);
const gate = requireBearerAuth({ verifier, requiredScopes: ['ap.approve'] });

async function toRequest(req: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(`http://${req.headers.host ?? 'localhost'}${req.url}`, {
    method: req.method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  });
}

async function send(res: ServerResponse, response: Response) {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (response.body) {
    for await (const part of response.body) res.write(part);
  }
  res.end();
}

createServer(async (req, res) => {
  if (!req.url?.startsWith('/mcp')) {
    res.writeHead(404).end();
    return;
  }
  try {
    const request = await toRequest(req);
    const auth = await gate(request);
    await send(res, auth instanceof Response ? auth : await mcp.fetch(request, { authInfo: auth }));
  } catch (err) {
    console.error('mcp request failed', err);
    if (!res.headersSent) res.writeHead(500).end();
  }
}).listen(config.port, () => console.log(`ap-approvals listening on :${config.port}`));
