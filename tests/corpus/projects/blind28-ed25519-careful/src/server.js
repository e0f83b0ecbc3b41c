import { createServer } from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { CredentialVault } from './credentialVault.js';
import { loadSigningKeys } from './keys.js';
import { mailClient } from './mailClient.js';
import { createStateSigner } from './stateToken.js';
import registerTools from './tools/index.js';

const signer = createStateSigner({ ...loadSigningKeys(), ttlSeconds: 300 });
const vault = new CredentialVault({ ttlMs: 5 * 60_000 });

const auth = requireBearerAuth({
  requiredScopes: ['mail.archive'],
  verifier: {
    async verifyAccessToken(token) {
      const res = await fetch(`${process.env.AUTH_INTROSPECT_URL}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }),
      });
      const info = await res.json();
      if (!info.active) throw new Error('inactive token');
      return { token, clientId: info.client_id, scopes: info.scope.split(' '), expiresAt: info.exp, extra: { userId: info.sub } };
    },
  },
});

const mcp = createMcpHandler(() =>
  registerTools(new McpServer({ name: 'mailbox-sync', version: '0.9.0' }, { capabilities: { tools: {} } }), {
    signer,
    vault,
    mail: mailClient,
  }),
);

createServer(
  toNodeHandler(async (request) => {
    const authInfo = await auth(request);
    if (authInfo instanceof Response) return authInfo;
    return mcp.fetch(request, { authInfo });
  }),
).listen(Number(process.env.PORT ?? 3000));
