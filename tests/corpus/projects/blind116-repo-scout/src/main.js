#!/usr/bin/env node
// Entry point that wires the container and serves the repo-scout MCP handler behind bearer auth.
import { createServer } from 'node:http';
import { createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { readConfig } from './config.js';
import { createContainer } from './container.js';
import { makeStateCodec } from './state.js';
import { GitHost } from './gitHost.js';
import { createServerFactory } from './server.js';

const root = createContainer()
  .provide('config', () => readConfig())
  .provide('gitHost', (c) => new GitHost(c.get('config').gitHost))
  .provide('stateCodec', (c) => makeStateCodec(c.get('config').state));

const config = root.get('config');
const handler = createMcpHandler(createServerFactory(root));

const authenticate = requireBearerAuth({
  requiredScopes: ['repo'],
  verifier: {
    async verifyAccessToken(token) {
      const res = await fetch(config.auth.introspectUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }),
      });
      const info = await res.json();
      if (!info.active) throw new Error('token inactive');
      return { token, clientId: info.client_id, scopes: String(info.scope).split(' '), expiresAt: info.exp, extra: { userId: info.sub } };
    },
  },
});

createServer(async (req, res) => {
  if (!req.url?.startsWith('/mcp')) {
    res.writeHead(404).end();
    return;
  }
  const body = [];
  for await (const chunk of req) body.push(chunk);
  const request = new Request(new URL(req.url, 'http://localhost'), {
    method: req.method,
    headers: req.headers,
    body: body.length ? Buffer.concat(body) : undefined,
  });
  const auth = await authenticate(request);
  if (auth instanceof Response) {
    res.writeHead(auth.status, Object.fromEntries(auth.headers)).end(await auth.text());
    return;
  }
  const response = await handler.fetch(request, { authInfo: auth });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}).listen(config.port, () => console.error(`repo-scout listening on ${config.port}`));
