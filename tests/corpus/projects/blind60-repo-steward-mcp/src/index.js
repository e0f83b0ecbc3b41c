import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { gh } from './github.js';
import { buildServer } from './server.js';

const PORT = Number(process.env.PORT ?? 8080);
const SIGNATURE_PREFIX = 'sha256=';

// Users sign in through the org's GitHub OAuth app; the token names the GitHub login.
const verifier = {
  async verifyAccessToken(token) {
    const res = await fetch('https://api.github.com/user', {
      headers: { authorization: `Bearer ${token}`, accept: 'application/vnd.github+json' },
    });
    if (!res.ok) throw new Error('GitHub rejected the token');
    const user = await res.json();
    return {
      token,
      clientId: 'repo-steward',
      scopes: (res.headers.get('x-oauth-scopes') ?? '').split(',').map((s) => s.trim()).filter(Boolean),
      expiresAt: Math.floor(Date.now() / 1000) + 300,
      extra: { userId: user.login },
    };
  },
};

const authenticate = requireBearerAuth({ verifier, requiredScopes: ['repo'] });
const mcp = createMcpHandler(buildServer);

/** X-Hub-Signature-256 of GitHub webhooks. */
function validWebhookSignature(rawBody, header) {
  const secret = process.env.GITHUB_WEBHOOK_SECRET;
  if (!secret || typeof header !== 'string' || !header.startsWith(SIGNATURE_PREFIX)) return false;
  const expected = Buffer.from(SIGNATURE_PREFIX + createHmac('sha256', secret).update(rawBody).digest('hex'), 'utf8');
  const received = Buffer.from(header, 'utf8');
  return received.length === expected.length && timingSafeEqual(received, expected);
}

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks);
}

createServer(async (req, res) => {
  const body = await readBody(req);

  // Label and repository events make the cached label lists stale.
  if (req.method === 'POST' && req.url === '/github/webhook') {
    if (!validWebhookSignature(body, req.headers['x-hub-signature-256'])) {
      res.writeHead(401).end();
      return;
    }
    const event = req.headers['x-github-event'];
    if (event === 'label' || event === 'repository') gh.invalidate(JSON.parse(body.toString('utf8')).repository?.name ?? '');
    res.writeHead(204).end();
    return;
  }

  if (req.url?.startsWith('/mcp')) {
    const request = new Request(new URL(req.url, `http://${req.headers.host}`), {
      method: req.method,
      headers: Object.entries(req.headers).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x]) : v === undefined ? [] : [[k, v]])),
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
    });
    const authInfo = await authenticate(request);
    const response = authInfo instanceof Response ? authInfo : await mcp.fetch(request, { authInfo });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
    return;
  }

  res.writeHead(404).end();
}).listen(PORT, () => console.log(`repo-steward listening on :${PORT}`));
