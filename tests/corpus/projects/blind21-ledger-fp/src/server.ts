import { createServer } from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { z } from 'zod';
import { deriveStateKey } from './crypto/key.js';
import { httpLedger } from './services/ledger.js';
import { withState } from './state/with-state.js';
import { transfer } from './tools/transfer.js';
import { statement } from './tools/statement.js';

const ledger = httpLedger(process.env.LEDGER_URL ?? 'http://ledger.internal:8080', process.env.LEDGER_SERVICE_TOKEN ?? '');
const stateKey = deriveStateKey();
const stateful = withState(stateKey); // expect: no-weak-state-key

const buildServer = () => {
  const server = new McpServer({ name: 'ledger', version: '2.3.0' }, { capabilities: { tools: {} } });

  server.registerTool(
    'transfer',
    {
      description: 'Move money between accounts. Asks the user to confirm.',
      inputSchema: {
        fromAccount: z.string(),
        toAccount: z.string(),
        amountMinor: z.number().int().positive(),
        memo: z.string().max(140),
      },
      annotations: { destructiveHint: true },
    },
    stateful('transfer', transfer(ledger)) as any,
  );

  server.registerTool(
    'export_statement',
    {
      description: 'Export account entries for a period as CSV.',
      inputSchema: { accountId: z.string() },
      annotations: { readOnlyHint: true },
    },
    statement(ledger)(stateKey) as any,
  );

  return server;
};

const verifier = {
  verifyAccessToken: async (token: string) => {
    const res = await fetch(`${process.env.AUTH_URL ?? 'http://auth.internal'}/introspect`, {
      method: 'POST',
      body: new URLSearchParams({ token }),
    });
    const info = (await res.json()) as { active: boolean; sub: string; client_id: string; scope: string; exp: number };
    if (!info.active) throw new Error('inactive token');
    return { token, clientId: info.client_id, scopes: info.scope.split(' '), expiresAt: info.exp, extra: { userId: info.sub } };
  },
};

const mcp = createMcpHandler(buildServer);
const auth = requireBearerAuth({ verifier, requiredScopes: ['ledger'] });

createServer(
  toNodeHandler(async (request: Request) => {
    const authInfo = await auth(request);
    if (authInfo instanceof Response) return authInfo;
    return mcp.fetch(request, { authInfo });
  }),
).listen(Number(process.env.PORT ?? 3000));
