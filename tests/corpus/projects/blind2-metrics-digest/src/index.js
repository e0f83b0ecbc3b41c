'use strict';
const http = require('node:http');
const { McpServer, createMcpHandler, requireBearerAuth } = require('@modelcontextprotocol/server');
const { toNodeHandler } = require('@modelcontextprotocol/node');
const { requestState, checkUnsubscribe } = require('./sealer');
const digest = require('./digest-tool');

function build() {
  const server = new McpServer({ name: 'metrics-digest', version: '0.5.0' }, { capabilities: { tools: {} }, requestState });
  server.registerTool(digest.name, digest.config, requestState.tool(digest.name, digest.sendDigest));
  return server;
}

const mcp = createMcpHandler(build);

const guard = requireBearerAuth({
  requiredScopes: ['digest:send'],
  verifier: {
    async verifyAccessToken(token) {
      const res = await fetch(`${process.env.AUTH_URL}/introspect`, { method: 'POST', body: new URLSearchParams({ token }) });
      const t = await res.json();
      if (!t.active) throw new Error('inactive token');
      return { token, clientId: t.client_id, scopes: t.scope.split(' '), expiresAt: t.exp, extra: { userId: t.sub } };
    },
  },
});

async function unsubscribe(request) {
  const url = new URL(request.url);
  const listId = url.searchParams.get('list') ?? '';
  const email = url.searchParams.get('email') ?? '';
  if (!checkUnsubscribe(listId, email, url.searchParams.get('sig'))) {
    return new Response('This link is not valid.', { status: 400 });
  }
  await fetch(`${process.env.LISTS_URL}/lists/${encodeURIComponent(listId)}/members/${encodeURIComponent(email)}`, {
    method: 'DELETE',
  });
  return new Response('You have been unsubscribed.');
}

http
  .createServer(
    toNodeHandler(async (request) => {
      if (new URL(request.url).pathname === '/unsubscribe') return unsubscribe(request);
      const authInfo = await guard(request);
      return authInfo instanceof Response ? authInfo : mcp.fetch(request, { authInfo });
    }),
  )
  .listen(Number(process.env.PORT || 8000));
