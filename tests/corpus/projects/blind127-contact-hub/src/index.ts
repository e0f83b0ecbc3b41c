// Starts the contact-hub HTTP server, installing CRM plugins behind bearer auth.
// @ts-nocheck
import { createServer } from 'node:http';
import { createMcpHandler, McpServer, requireBearerAuth } from '@modelcontextprotocol/server';
import { CrmClient } from './crm.js';
import { installPlugins } from './plugin.js';
import contacts from './plugins/contacts.js';
import hubspot from './plugins/hubspot.js';
import notes from './plugins/notes.js';
import { verifyAccessToken } from './auth.js';

const crmKey = process.env.CRM_API_KEY;
if (!crmKey) throw new Error('CRM_API_KEY is required');
const crm = new CrmClient(process.env.CRM_BASE_URL ?? 'https://crm.example.com/api', crmKey);

const handler = createMcpHandler(async () => {
  const server = new McpServer({ name: 'contact-hub', version: '2.1.0' }, { capabilities: { tools: {} } });
  await installPlugins({ server, crm, log: (m) => console.error(`[contact-hub] ${m}`) }, [contacts, hubspot, notes]);
  return server;
});
const auth = requireBearerAuth({ verifier: { verifyAccessToken }, requiredScopes: ['contacts'] });

createServer(async (req, res) => {
  const body: Buffer[] = [];
  for await (const chunk of req) body.push(chunk as Buffer);
  const request = new Request(new URL(req.url ?? '/', `http://${req.headers.host}`), {
    method: req.method,
    headers: req.headers as HeadersInit,
    body: body.length ? Buffer.concat(body) : undefined,
  });
  const authInfo = await auth(request);
  const response = authInfo instanceof Response ? authInfo : await handler.fetch(request, { authInfo });
  res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
  res.end(Buffer.from(await response.arrayBuffer()));
}).listen(Number(process.env.PORT ?? 8787));
