import { createMcpHandler, withMcpAuth } from 'mcp-handler';
import { verifyBearer } from '@/lib/auth/verify-bearer';
import { registerBillingTools } from '@/lib/mcp/register';

const handler = createMcpHandler(
  (server) => {
    registerBillingTools(server);
  },
  {
    serverInfo: { name: 'billing-console', version: '2.1.0' },
    capabilities: { tools: {} },
    instructions: 'Billing operations for your Acme account. Cancelling and crediting always ask you to confirm.',
  },
  {
    basePath: '/api',
    maxDuration: 60,
    verboseLogs: process.env.NODE_ENV !== 'production',
  },
);

const authed = withMcpAuth(handler, verifyBearer, {
  required: true,
  requiredScopes: ['billing:read'],
  resourceMetadataPath: '/.well-known/oauth-protected-resource',
});

export const runtime = 'nodejs';
export { authed as GET, authed as POST, authed as DELETE };
