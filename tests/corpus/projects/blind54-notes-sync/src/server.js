import { createServer } from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { verifier } from './auth.js';
import { markNotebookStale } from './db.js';
import { verifyInkwellWebhook } from './inkwell.js';
import { registerArchive } from './tools/archive.js';
import { registerImportNotes } from './tools/import-notes.js';

const PORT = Number(process.env.PORT ?? 4100);
const BASE = process.env.PUBLIC_URL ?? `http://localhost:${PORT}`;

// No requestState.verify hook on purpose: each tool opens its own state with openEnvelope(),
// which also checks the user, the tool and (for archive) the arguments.
const mcp = createMcpHandler(() => {
  const server = new McpServer({ name: 'notes-sync', version: '0.4.1' }, { capabilities: { tools: {} } });
  registerImportNotes(server);
  registerArchive(server);
  return server;
});
const authenticate = requireBearerAuth({ verifier, requiredScopes: ['notes'] });

async function text(req) {
  let body = '';
  for await (const chunk of req) body += chunk;
  return body;
}

createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', BASE);
  try {
    if (req.method === 'POST' && url.pathname === '/webhooks/inkwell') {
      const body = await text(req);
      if (!verifyInkwellWebhook(body, req.headers['inkwell-signature'])) {
        res.writeHead(400).end('bad signature');
        return;
      }
      const event = JSON.parse(body);
      if (event.type === 'notebook.updated') await markNotebookStale(event.notebookId);
      res.writeHead(204).end();
      return;
    }
    if (url.pathname !== '/mcp') {
      res.writeHead(404).end();
      return;
    }
    const request = new Request(url, {
      method: req.method,
      headers: Object.entries(req.headers).filter(([, v]) => typeof v === 'string'),
      body: req.method === 'GET' ? undefined : await text(req),
    });
    const auth = await authenticate(request);
    const response = auth instanceof Response ? auth : await mcp.fetch(request, { authInfo: auth });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  } catch (err) {
    console.error(err);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  }
}).listen(PORT, () => console.log(`notes-sync on ${BASE}/mcp`));
