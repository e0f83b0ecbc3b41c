import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { McpServer, OAuthError, OAuthErrorCode, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import type { AuthInfo } from '@modelcontextprotocol/server';
import { verifyWebhookSignature } from './ci/github.js';
import { loadTools, mountAll } from './tools/registry.js';

const tools = await loadTools();

const mcp = createMcpHandler(() => {
  const server = new McpServer({ name: 'ci-pilot', version: '0.4.0' }, { capabilities: { tools: {} } });
  mountAll(server, tools);
  return server;
});

/** The MCP client signs the user in with GitHub; we accept the user token and look the user up. */
async function verifyGitHubUser(token: string): Promise<AuthInfo> {
  const res = await fetch('https://api.github.com/user', {
    headers: { authorization: `Bearer ${token}`, accept: 'application/vnd.github+json' },
  });
  if (!res.ok) throw new OAuthError(OAuthErrorCode.InvalidToken, 'GitHub did not accept the token');
  const user = (await res.json()) as { id: number; login: string };
  return {
    token,
    clientId: 'github-oauth-app',
    scopes: ['ci'],
    // re-checked with GitHub at most every five minutes by the client's token refresh
    expiresAt: Math.floor(Date.now() / 1000) + 300,
    extra: { userId: String(user.id), login: user.login },
  };
}

const gate = requireBearerAuth({ verifier: { verifyAccessToken: verifyGitHubUser } });

// Public, cacheable description of the tools for the docs site.
const manifest = JSON.stringify({ tools: tools.map(({ name, title, description, destructive }) => ({ name, title, description, destructive: !!destructive })) });
const manifestEtag = `"${createHash('sha256').update(manifest).digest('base64url')}"`;

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const http = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');

  if (url.pathname === '/tools.json') {
    if (req.headers['if-none-match'] === manifestEtag) {
      res.writeHead(304).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json', etag: manifestEtag }).end(manifest);
    return;
  }

  if (url.pathname === '/webhooks/github' && req.method === 'POST') {
    const body = await readBody(req);
    if (!verifyWebhookSignature(body, req.headers['x-hub-signature-256'] as string | undefined)) {
      res.writeHead(401).end();
      return;
    }
    const event = req.headers['x-github-event'];
    console.log(`[ci-pilot] webhook ${event} accepted (${body.length} bytes)`);
    res.writeHead(204).end();
    return;
  }

  if (url.pathname !== '/mcp') {
    res.writeHead(404).end();
    return;
  }

  const request = new Request(new URL(url.pathname + url.search, `http://${req.headers.host}`), {
    method: req.method,
    headers: req.headers as Record<string, string>,
    body: req.method === 'POST' ? (Readable.toWeb(req) as ReadableStream) : undefined,
    duplex: 'half',
  } as RequestInit);

  const auth = await gate(request);
  const response = auth instanceof Response ? auth : await mcp.fetch(request, { authInfo: auth });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (response.body) Readable.fromWeb(response.body as never).pipe(res);
  else res.end();
});

http.listen(Number(process.env.PORT ?? 3000));
