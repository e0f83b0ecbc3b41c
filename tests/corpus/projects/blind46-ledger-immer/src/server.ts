import { createServer } from 'node:http';
import { createMcpHandler, McpServer, requireBearerAuth, type AuthInfo } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { AUDIENCE, ISSUER, PORT } from './env.js';
import { POST_JOURNAL_ENTRY, postJournal, postJournalInput } from './handlers/postJournal.js';
import { RECONCILE_ACCOUNT, reconcile, reconcileInput } from './handlers/reconcile.js';
import { withCaller, withRound } from './handlers/rounds.js';
import type { JournalDraft } from './journal/reducer.js';

const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', ISSUER));

// OAuth access tokens from the company IdP (RS256, verified against its published keys).
const verifyAccessToken = async (token: string): Promise<AuthInfo> => {
  const { payload } = await jwtVerify(token, jwks, { issuer: ISSUER, audience: AUDIENCE });
  if (!payload.sub || !payload.exp) throw new Error('token without subject or expiry');
  return {
    token,
    clientId: String(payload.azp ?? payload.client_id ?? 'unknown'),
    scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
    expiresAt: payload.exp,
    extra: { userId: payload.sub },
  };
};

const buildServer = () => {
  // No requestState hook: every tool that hands out state goes through withRound, which seals and opens it.
  const server = new McpServer({ name: 'ledger', version: '3.0.1' }, { capabilities: { tools: {} } });

  server.registerTool(
    POST_JOURNAL_ENTRY,
    {
      description: 'Draft a balanced journal entry, show it for approval, then post it.',
      inputSchema: postJournalInput,
      annotations: { destructiveHint: true },
    },
    withCaller(withRound<JournalDraft>(POST_JOURNAL_ENTRY, { bindArgs: true })(postJournal)),
  );

  server.registerTool(
    RECONCILE_ACCOUNT,
    {
      description: 'Compare the books with a bank statement for one month.',
      inputSchema: reconcileInput,
      annotations: { readOnlyHint: true },
    },
    withCaller(withRound(RECONCILE_ACCOUNT, { bindArgs: false })(reconcile)),
  );

  return server;
};

const mcp = createMcpHandler(buildServer);
const auth = requireBearerAuth({ verifier: { verifyAccessToken }, requiredScopes: ['ledger'] });

createServer(
  toNodeHandler(async (request) => {
    const authInfo = await auth(request);
    return authInfo instanceof Response ? authInfo : mcp.fetch(request, { authInfo });
  }),
).listen(PORT);
