import { createServer } from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth, OAuthError, OAuthErrorCode } from '@modelcontextprotocol/server';
import type { AuthInfo } from '@modelcontextprotocol/server';
import { config } from './config.js';
import { entries } from './registry.js';
import { compose, withCaller, withErrors, withScopes, withTiming, type Middleware } from './middleware.js';

// Plugins register themselves on import.
const PLUGINS = ['balance', 'reconcile', 'void-invoice'] as const;
for (const plugin of PLUGINS) {
  await import(`./plugins/${plugin}.js`);
}

const stack: Middleware[] = [
  withErrors,
  withTiming,
  withCaller,
  withScopes({ void_invoice: 'ledger:write', reconcile_account: 'ledger:write' }),
];

function buildServer(): McpServer {
  const server = new McpServer({ name: 'ledger', version: '1.4.0' });
  for (const [name, plugin] of entries()) {
    const handler = compose(stack, (call) => plugin.run(call));
    server.registerTool(name, plugin.config, (args: Record<string, unknown>, ctx) =>
      handler({ tool: name, args, ctx, caller: '' }),
    );
  }
  return server;
}

const authenticate = requireBearerAuth({
  verifier: {
    async verifyAccessToken(token: string): Promise<AuthInfo> {
      const res = await fetch(`${config.issuer}/oauth2/introspect`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }),
      });
      const info = (await res.json()) as { active: boolean; sub?: string; client_id?: string; scope?: string; exp?: number };
      if (!info.active) throw new OAuthError(OAuthErrorCode.InvalidToken, 'inactive token');
      return {
        token,
        clientId: info.client_id ?? 'unknown',
        scopes: (info.scope ?? '').split(' ').filter(Boolean),
        expiresAt: info.exp,
        extra: { userId: info.sub },
      };
    },
  },
});

const mcp = createMcpHandler(buildServer);

createServer(async (req, res) => {
  const request = new Request(`http://localhost${req.url}`, {
    method: req.method,
    headers: req.headers as Record<string, string>,
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : (req as unknown as ReadableStream),
    duplex: 'half',
  } as RequestInit);
  const auth = await authenticate(request);
  const response = auth instanceof Response ? auth : await mcp.fetch(request, { authInfo: auth });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}).listen(config.port, () => console.log(`ledger MCP on :${config.port}`));
