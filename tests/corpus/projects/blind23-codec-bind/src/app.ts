import { createServer } from 'node:http';
import { Readable } from 'node:stream';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { Container } from './container.js';
import { loadConfig } from './config.js';
import { DraftStore } from './drafts.js';
import { MailProvider } from './mail.js';
import { RequestStateVault } from './state/vault.js';
import { TokenBox } from './state/token-box.js';
import { TOKENS } from './tokens.js';
import { registerSendCampaign } from './tools/send-campaign.js';
import { registerDeleteList } from './tools/delete-list.js';

const container = new Container()
  .value(TOKENS.config, loadConfig())
  .register(TOKENS.vault, (c) => new RequestStateVault(c.resolve(TOKENS.config).stateKey))
  .register(TOKENS.tokenBox, (c) => new TokenBox(c.resolve(TOKENS.config).tokenKey))
  .register(TOKENS.drafts, () => new DraftStore())
  .register(TOKENS.mail, (c) => new MailProvider(c.resolve(TOKENS.config).mail));

const mcp = createMcpHandler(() => {
  const server = new McpServer({ name: 'mailroom', version: '3.0.1' }, { capabilities: { tools: {} } });
  registerSendCampaign(server, container);
  registerDeleteList(server, container);
  return server;
});

const authenticate = requireBearerAuth({
  requiredScopes: ['mail:send'],
  verifier: {
    async verifyAccessToken(token: string) {
      const res = await fetch(`${process.env.AUTH_ISSUER ?? 'https://auth.mailroom.example'}/oauth/introspect`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }),
      });
      const info = (await res.json()) as { active: boolean; sub: string; client_id: string; scope: string; exp: number };
      if (!info.active) throw new Error('inactive token');
      return { token, clientId: info.client_id, scopes: info.scope.split(' '), expiresAt: info.exp, extra: { userId: info.sub } };
    },
  },
});

const { port } = container.resolve(TOKENS.config);

createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const request = new Request(url, {
    method: req.method,
    headers: req.headers as Record<string, string>,
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : (Readable.toWeb(req) as ReadableStream),
    duplex: 'half',
  } as RequestInit);

  const auth = await authenticate(request);
  const response = auth instanceof Response ? auth : await mcp.fetch(request, { authInfo: auth });

  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (response.body) for await (const chunk of response.body) res.write(chunk);
  res.end();
}).listen(port, () => console.log(`mailroom MCP on :${port}`));
