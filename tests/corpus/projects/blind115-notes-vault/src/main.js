#!/usr/bin/env node
// Entry point that introspects bearer tokens and serves the notes-vault MCP handler over HTTP.
import { createServer } from 'node:http';
import { requireBearerAuth } from '@modelcontextprotocol/server';
import createNotesHandler from './server.js';

const jwks = process.env.NOTES_AUTH_URL ?? 'https://auth.notes.example.com';

const verifier = {
  async verifyAccessToken(token) {
    const res = await fetch(`${jwks}/introspect`, { method: 'POST', body: new URLSearchParams({ token }) });
    const info = await res.json();
    if (!info.active) throw new Error('inactive');
    return { token, clientId: info.client_id, scopes: info.scope.split(' '), expiresAt: info.exp, extra: { userId: info.sub } };
  },
};

const mcp = createNotesHandler();
const guard = requireBearerAuth({ verifier, requiredScopes: ['notes'] });

createServer(async (req, res) => {
  const body = [];
  for await (const chunk of req) body.push(chunk);
  const request = new Request(`http://localhost${req.url}`, {
    method: req.method,
    headers: Object.entries(req.headers).filter(([, v]) => typeof v === 'string'),
    body: req.method === 'POST' ? Buffer.concat(body) : undefined,
  });
  const auth = await guard(request);
  const response = auth instanceof Response ? auth : await mcp.fetch(request, { authInfo: auth });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}).listen(Number(process.env.PORT ?? 3000));
