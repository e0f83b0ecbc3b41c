import { createServer, type IncomingMessage } from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { verifier } from './auth.js';
import { loadStateKey } from './security/state-key.js';
import { StateSigner } from './security/state-signer.js';
import { registerBulkTransition } from './tools/bulk-transition.js';
import { registerImportWorklogs } from './tools/import-worklogs.js';
import { JiraClient } from './tracker/jira.js';

// Loaded once per process; every per-request server shares the signer and the service client.
const signer = new StateSigner(loadStateKey()); // expect: no-weak-state-key
const jira = JiraClient.fromEnv();

function buildServer(): McpServer {
  const server = new McpServer({ name: 'tracker-bulk', version: '1.4.2' }, { capabilities: { tools: {} } });
  registerBulkTransition(server, { signer, jira });
  registerImportWorklogs(server, { signer, jira });
  return server;
}

const handler = createMcpHandler(buildServer);
const authenticate = requireBearerAuth({ verifier, requiredScopes: ['tracker'] });

async function toRequest(req: IncomingMessage): Promise<Request> {
  const body: Buffer[] = [];
  for await (const chunk of req) body.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  return new Request(new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`), {
    method: req.method,
    headers,
    body: body.length ? Buffer.concat(body) : undefined,
  });
}

createServer(async (req, res) => {
  try {
    const request = await toRequest(req);
    const authInfo = await authenticate(request);
    const response = authInfo instanceof Response ? authInfo : await handler.fetch(request, { authInfo });
    res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
    res.end(Buffer.from(await response.arrayBuffer()));
  } catch (err) {
    console.error(err);
    res.writeHead(500).end();
  }
}).listen(Number(process.env.PORT ?? 8080));
