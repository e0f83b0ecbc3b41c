import { createServer } from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { textResult } from '@acme/mcp-core';
import { registerMailbox } from './tools/mailbox.js';

const CRM_API = process.env.CRM_API_URL ?? 'http://crm-api.internal:8080';

const crm = {
  async syncFolder(userId, client, folder) {
    let count = 0;
    const lock = await client.getMailboxLock(folder);
    try {
      for await (const message of client.fetch('1:*', { envelope: true, uid: true })) {
        await fetch(`${CRM_API}/timeline/${encodeURIComponent(userId)}/emails`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ uid: message.uid, folder, envelope: message.envelope }),
        });
        count += 1;
      }
    } finally {
      lock.release();
    }
    return count;
  },
};

function userOf(ctx) {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || !userId) throw new Error('crm tools need a signed-in user');
  return userId;
}

const authenticate = requireBearerAuth({
  requiredScopes: ['crm'],
  verifier: {
    async verifyAccessToken(token) {
      const res = await fetch(`${CRM_API}/oauth/introspect`, { method: 'POST', body: new URLSearchParams({ token }) });
      const info = await res.json();
      if (!info.active) throw new Error('token is not active');
      return { token, clientId: info.client_id, scopes: info.scope.split(' '), expiresAt: info.exp, extra: { userId: info.sub } };
    },
  },
});

const handler = createMcpHandler(() => {
  const server = new McpServer({ name: 'acme-crm', version: '1.4.0' }, { capabilities: { tools: {} } });
  registerMailbox(server, { crm, userOf });
  server.registerTool('crm_ping', { description: 'Check that the CRM connection works' }, async (ctx) =>
    textResult(`CRM reachable for ${userOf(ctx)}`),
  );
  return server;
});

createServer(async (req, res) => {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const request = new Request(new URL(req.url, `http://${req.headers.host}`), {
    method: req.method,
    headers: req.headers,
    body: req.method === 'POST' ? Buffer.concat(chunks) : undefined,
  });
  const authInfo = await authenticate(request);
  const response = authInfo instanceof Response ? authInfo : await handler.fetch(request, { authInfo });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}).listen(Number(process.env.PORT ?? 8080));
