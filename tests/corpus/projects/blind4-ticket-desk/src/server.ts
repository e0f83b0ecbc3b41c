import { createServer } from 'node:http';
import { createMcpHandler, McpServer, requireBearerAuth } from '@modelcontextprotocol/server';
import { describeConfig, loadConfig } from './config.js';
import { SERVER_NAME, SERVER_VERSION, TOOL_ESCALATE } from './constants.js';
import { makeStateCodec } from './state/codec.js';
import { registerEscalate } from './tools/escalate.js';

const cfg = loadConfig();

const codec = makeStateCodec({
  secret: cfg.stateSecret, // expect: no-weak-state-key
  lifetime: cfg.confirmWindowSeconds, // expect: require-state-binding
  toolName: TOOL_ESCALATE,
});

const helpdesk = {
  async reassign(ticketId: string, team: string, priority: string, note: string) {
    const res = await fetch(`${cfg.helpdeskApi}/tickets/${ticketId}/assignment`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ team, priority, note }),
    });
    if (!res.ok) throw new Error(`helpdesk answered ${res.status}`);
  },
};

function buildServer(): McpServer {
  const server = new McpServer(
    { name: SERVER_NAME, version: SERVER_VERSION },
    { capabilities: { tools: {} }, requestState: { verify: codec.verify } },
  );
  registerEscalate(server, { cfg, codec, helpdesk });
  return server;
}

const auth = requireBearerAuth({
  verifier: {
    async verifyAccessToken(token: string) {
      const res = await fetch(`${cfg.helpdeskApi}/oauth/introspect`, {
        method: 'POST',
        body: new URLSearchParams({ token }),
      });
      const info = (await res.json()) as { active: boolean; sub: string; client_id: string; exp: number; scope: string };
      if (!info.active) throw new Error('inactive token');
      return { token, clientId: info.client_id, scopes: info.scope.split(' '), expiresAt: info.exp, extra: { userId: info.sub } };
    },
  },
  requiredScopes: ['tickets:write'],
});

const handler = createMcpHandler(buildServer);

createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', cfg.baseUrl);
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const request = new Request(url, {
    method: req.method,
    headers: req.headers as Record<string, string>,
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
  });
  const authInfo = await auth(request);
  const response = authInfo instanceof Response ? authInfo : await handler.fetch(request, { authInfo });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}).listen(cfg.port, () => {
  console.log(`[${SERVER_NAME}] listening`, describeConfig(cfg));
});
