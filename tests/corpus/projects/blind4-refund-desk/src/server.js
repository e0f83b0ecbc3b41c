import { createServer } from 'node:http';
import { createMcpHandler, McpServer, requireBearerAuth } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { assertProductionReady, defaultDependencies, describeDependencies, registerRefundTool } from './index.js';

const PORT = Number(process.env.PORT ?? 3030);
const ORDERS_API = process.env.ORDERS_API ?? 'http://orders.internal:8080';
const PAYMENTS_API = process.env.PAYMENTS_API ?? 'http://payments.internal:8080';
const IDP_INTROSPECT = process.env.IDP_INTROSPECT_URL ?? 'http://idp.internal/oauth2/introspect';

const deps = await defaultDependencies();
for (const problem of assertProductionReady(deps)) console.warn(`[refund-desk] ${problem}`);

const orders = {
  async get(orderId) {
    const res = await fetch(`${ORDERS_API}/orders/${encodeURIComponent(orderId)}`);
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`orders api ${res.status}`);
    return res.json();
  },
};

const payments = {
  async refund({ orderId, amountCents, reason, onBehalfOf, agentId }) {
    const res = await fetch(`${PAYMENTS_API}/refunds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${onBehalfOf}` },
      body: JSON.stringify({ orderId, amountCents, reason, agentId }),
    });
    if (!res.ok) throw new Error(`payments api ${res.status}`);
    return res.json();
  },
};

const auth = requireBearerAuth({
  verifier: {
    async verifyAccessToken(token) {
      const res = await fetch(IDP_INTROSPECT, { method: 'POST', body: new URLSearchParams({ token }) });
      const info = await res.json();
      if (!info.active) throw new Error('token inactive');
      return {
        token,
        clientId: info.client_id,
        scopes: String(info.scope ?? '').split(' ').filter(Boolean),
        expiresAt: info.exp,
        extra: { agentId: info.sub, refundLimitCents: info.refund_limit_cents },
      };
    },
  },
  requiredScopes: ['refunds:read'],
});

const mcp = createMcpHandler(() => {
  const server = new McpServer(
    { name: 'refund-desk', version: '3.0.0' },
    { capabilities: { tools: {} }, requestState: { verify: deps.state.verify } },
  );
  registerRefundTool(server, { state: deps.state, orders, payments, managerKey: deps.managerKey });
  return server;
});

const handle = toNodeHandler({
  async fetch(request) {
    const authInfo = await auth(request);
    if (authInfo instanceof Response) return authInfo;
    return mcp.fetch(request, { authInfo });
  },
});

createServer(handle).listen(PORT, () => {
  console.log(`[refund-desk] listening on :${PORT}`, describeDependencies(deps));
});
