// HTTP entry point that verifies GitHub user tokens and mounts the repo-janitor MCP handler.
// @ts-nocheck
import { createServer } from 'node:http';
import { createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import buildServer from './server.js';

const handler = createMcpHandler(buildServer);

// GitHub user tokens are checked against /user; the login is our user id.
const authenticate = requireBearerAuth({
  verifier: {
    verifyAccessToken: (token: string) =>
      fetch('https://api.github.com/user', { headers: { authorization: `Bearer ${token}` } })
        .then((r) => (r.ok ? r.json() : Promise.reject(new Error('bad token'))))
        .then((u: { login: string; id: number }) => ({
          token,
          clientId: 'github',
          scopes: ['repo'],
          expiresAt: Math.floor(Date.now() / 1000) + 300,
          extra: { userId: String(u.id), login: u.login },
        })),
  },
  requiredScopes: ['repo'],
});

createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const request = new Request(`http://${req.headers.host}${req.url}`, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
    });
    authenticate(request)
      .then((auth) => (auth instanceof Response ? auth : handler.fetch(request, { authInfo: auth })))
      .then(async (response) => {
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(Buffer.from(await response.arrayBuffer()));
      })
      .catch((err) => {
        console.error(err);
        res.writeHead(500).end();
      });
  });
}).listen(Number(process.env.PORT ?? 3333));
