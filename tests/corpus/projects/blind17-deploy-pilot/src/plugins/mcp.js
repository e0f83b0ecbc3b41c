'use strict';

const fp = require('fastify-plugin');
const { McpServer, createMcpHandler, requireBearerAuth } = require('@modelcontextprotocol/server');
const { registerRollback } = require('../tools/rollback');
const { registerPromote } = require('../tools/promote');
const { registerDeleteEnvironment } = require('../tools/delete-env');
const { version } = require('../../package.json');

const userIdOf = (ctx) => ctx.http?.authInfo?.extra?.userId;

function introspectionVerifier(url) {
  return {
    async verifyAccessToken(token) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }),
      });
      if (!res.ok) throw new Error(`introspection ${res.status}`);
      const data = await res.json();
      if (!data.active) throw new Error('inactive token');
      return {
        token,
        clientId: data.client_id,
        scopes: (data.scope || '').split(' ').filter(Boolean),
        expiresAt: data.exp,
        extra: { userId: data.sub, email: data.email },
      };
    },
  };
}

function toWebRequest(request) {
  const url = `${request.protocol}://${request.hostname}${request.url}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, String(value));
  }
  return new Request(url, {
    method: request.method,
    headers,
    body: request.method === 'GET' || request.method === 'HEAD' ? undefined : JSON.stringify(request.body),
  });
}

async function sendWebResponse(reply, response) {
  reply.code(response.status);
  response.headers.forEach((value, name) => reply.header(name, value));
  return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
}

async function mcpPlugin(fastify, opts) {
  const { config, deployer, codec } = opts;
  const deps = { config, deployer, codec, userIdOf };

  const handler = createMcpHandler(() => {
    const server = new McpServer({ name: 'deploy-pilot', version }, { capabilities: { tools: {} } });
    registerRollback(server, deps);
    registerPromote(server, deps);
    registerDeleteEnvironment(server, deps);
    return server;
  });

  const authenticate = requireBearerAuth({
    verifier: introspectionVerifier(config.introspectionUrl),
    requiredScopes: ['deploy:operate'],
  });

  fastify.post('/mcp', async (request, reply) => {
    const webRequest = toWebRequest(request);
    const auth = await authenticate(webRequest);
    if (auth instanceof Response) return sendWebResponse(reply, auth);

    const response = await handler.fetch(webRequest, { authInfo: auth });
    return sendWebResponse(reply, response);
  });
}

module.exports = fp(mcpPlugin, { name: 'deploy-pilot-mcp', fastify: '5.x' });
