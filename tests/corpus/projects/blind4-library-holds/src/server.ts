import { createServer } from 'node:http';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { createMcpHandler, McpServer, requireBearerAuth } from '@modelcontextprotocol/server';
import { config } from './config.js';
import { SERVICE_NAME, SERVICE_VERSION, type BranchId } from './constants.js';
import { registerHoldTools, type Catalogue } from './tools/holds.js';

const catalogue: Catalogue = {
  async title(isbn) {
    const res = await fetch(`${config.catalogueUrl}/records/${isbn}`);
    if (res.status === 404) return null;
    const body = (await res.json()) as { title: string };
    return body.title;
  },
  async activeHolds(patronId) {
    const res = await fetch(`${config.catalogueUrl}/patrons/${patronId}/holds?status=active`);
    return (await res.json()) as Array<{ isbn: string; branch: BranchId }>;
  },
  async placeHold(patronId, isbn, branch) {
    const res = await fetch(`${config.catalogueUrl}/patrons/${patronId}/holds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ isbn, branch }),
    });
    return (await res.json()) as { position: number };
  },
  async cancelHolds(patronId, branch) {
    const res = await fetch(`${config.catalogueUrl}/patrons/${patronId}/holds?branch=${branch}`, { method: 'DELETE' });
    const body = (await res.json()) as { cancelled: number };
    return body.cancelled;
  },
};

const auth = requireBearerAuth({
  verifier: {
    async verifyAccessToken(token: string) {
      const res = await fetch(config.introspectionUrl, { method: 'POST', body: new URLSearchParams({ token }) });
      const info = (await res.json()) as { active: boolean; sub: string; client_id: string; exp: number; scope?: string };
      if (!info.active) throw new Error('inactive');
      return {
        token,
        clientId: info.client_id,
        scopes: (info.scope ?? '').split(' ').filter(Boolean),
        expiresAt: info.exp,
        extra: { patronId: info.sub },
      };
    },
  },
  requiredScopes: ['holds'],
});

const mcp = createMcpHandler(() => {
  // No requestState.verify hook: each tool verifies with its own codec so
  // that the tool name is part of the binding.
  const server = new McpServer({ name: SERVICE_NAME, version: SERVICE_VERSION }, { capabilities: { tools: {} } });
  registerHoldTools(server, catalogue);
  return server;
});

createServer(
  toNodeHandler({
    async fetch(request: Request) {
      const authInfo = await auth(request);
      if (authInfo instanceof Response) return authInfo;
      return mcp.fetch(request, { authInfo });
    },
  }),
).listen(config.port, () => {
  console.log(`${SERVICE_NAME} ${SERVICE_VERSION} on :${config.port} (state ttl ok, key loaded)`);
});
