import { createServer } from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { cfg } from './config.js';
import { codec } from './state.js';
import { alertHook, drain } from './hooks.js';
import { register as registerSilence } from './tools/silence.js';
import { register as registerDashboards } from './tools/dashboards.js';

function build(): McpServer {
  const server = new McpServer(
    { name: 'tallyboard', version: '2.1.0' },
    { capabilities: { tools: {} }, requestState: { verify: codec.verify } },
  );

  server.registerTool('recent_alerts', { description: 'Alerts received since the last call.' }, async () => {
    const batch = drain();
    const lines = batch.flatMap((b) => b.alerts.map((a) => `${b.status} ${a.labels.alertname ?? a.fingerprint}`));
    return { content: [{ type: 'text', text: lines.join('\n') || 'Nothing new.' }] };
  });

  registerSilence(server);
  registerDashboards(server);
  return server;
}

const mcp = createMcpHandler(build);

const auth = requireBearerAuth({
  requiredScopes: ['tally:write'],
  verifier: {
    async verifyAccessToken(token: string) {
      const res = await fetch(cfg.introspect, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }),
      });
      const info = (await res.json()) as { active: boolean; sub: string; client_id: string; scope: string; exp: number };
      if (!info.active) throw new Error('inactive');
      return { token, clientId: info.client_id, scopes: info.scope.split(' '), expiresAt: info.exp, extra: { userId: info.sub } };
    },
  },
});

createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const request = new Request(url, {
    method: req.method,
    headers: req.headers as Record<string, string>,
    body: chunks.length ? Buffer.concat(chunks) : undefined,
  });

  let response: Response;
  if (req.method === 'POST' && url.pathname === '/hooks/alerts') {
    response = await alertHook(request);
  } else if (url.pathname === '/mcp') {
    const authInfo = await auth(request);
    response = authInfo instanceof Response ? authInfo : await mcp.fetch(request, { authInfo });
  } else {
    response = new Response('not found', { status: 404 });
  }
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}).listen(cfg.port);
