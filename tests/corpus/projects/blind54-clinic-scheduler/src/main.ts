import { createServer, type IncomingMessage } from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { verifier } from './auth.js';
import { ehrSignatureValid } from './ehr.js';
import { env } from './env.js';
import { registerEligibility } from './tools/eligibility.js';
import { registerReminders } from './tools/reminders.js';
import { registerReschedule } from './tools/reschedule.js';

const mcp = createMcpHandler(() => {
  const server = new McpServer({ name: 'clinic-scheduler', version: '2.1.0' }, { capabilities: { tools: {} } });
  registerReschedule(server);
  registerReminders(server);
  registerEligibility(server);
  return server;
});
const authenticate = requireBearerAuth({ verifier, requiredScopes: ['frontdesk'] });

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const slotCache = new Map<string, number>();

createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', env.publicUrl);

  if (req.method === 'POST' && url.pathname === '/hooks/ehr') {
    const body = await readBody(req);
    const signature = req.headers['x-ehr-signature'];
    if (!ehrSignatureValid(body, Array.isArray(signature) ? signature[0] : signature)) {
      res.writeHead(401).end();
      return;
    }
    const event = JSON.parse(body) as { type: string; providerId?: string };
    if (event.type === 'slots.changed' && event.providerId) slotCache.set(event.providerId, Date.now());
    res.writeHead(204).end();
    return;
  }

  if (url.pathname !== '/mcp') {
    res.writeHead(404).end();
    return;
  }
  const body = req.method === 'GET' ? undefined : await readBody(req);
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
  const request = new Request(url, { method: req.method, headers, body });
  const auth = await authenticate(request);
  const response = auth instanceof Response ? auth : await mcp.fetch(request, { authInfo: auth });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}).listen(env.port, () => console.log(`clinic-scheduler on :${env.port}`));
