// sync_bank_feed tool: pulls new transactions for one bank account chosen by the user.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';

const TOOL = 'sync_bank_feed';

export function registerSyncBankFeed(server, { db, sealer, bankFeed }) {
  server.registerTool(
    TOOL,
    {
      description: 'Import recent transactions from a connected bank account for reconciliation.',
      inputSchema: { connectionId: z.string().uuid(), since: z.string().date().optional() },
      annotations: { readOnlyHint: false, openWorldHint: true },
    },
    async ({ connectionId, since }, ctx) => {
      const userId = ctx.http?.authInfo?.extra?.userId;
      const orgId = ctx.http?.authInfo?.extra?.orgId;
      if (!userId) return { isError: true, content: [{ type: 'text', text: 'Sign in first.' }] };

      const raw = ctx.mcpReq.requestState();
      if (!raw) {
        const connections = await db.bankConnections(orgId);
        const connection = connections.find((c) => c.id === connectionId);
        if (!connection) return { isError: true, content: [{ type: 'text', text: 'Unknown bank connection.' }] };

        const grant = await bankFeed.exchange(connection.id, userId);
        const { accounts } = await bankFeed.accounts(grant.access_token, connection.id);
        if (accounts.length === 0) return { content: [{ type: 'text', text: 'No accounts on this connection.' }] };

        const state = sealer.seal(
          {
            connectionId: connection.id,
            feedToken: grant.access_token, // expect: no-secrets-in-state
            accountIds: accounts.map((a) => a.account_id),
          },
          { userId, tool: TOOL },
        );
        return inputRequired({
          inputRequests: {
            account: inputRequired.elicit({
              message: `Which ${connection.institution_name} account should be imported?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  accountId: {
                    type: 'string',
                    oneOf: accounts.map((a) => ({ const: a.account_id, title: `${a.name} (…${a.mask})` })),
                  },
                },
                required: ['accountId'],
              },
            }),
          },
          requestState: state,
        });
      }

      let state;
      try {
        state = sealer.open(raw, { userId, tool: TOOL });
      } catch {
        return { isError: true, content: [{ type: 'text', text: 'Selection expired; run the sync again.' }] };
      }
      const choice = acceptedContent(ctx.mcpReq.inputResponses, 'account');
      if (!choice || !state.accountIds.includes(choice.accountId)) {
        return { content: [{ type: 'text', text: 'No account selected.' }] };
      }

      const txns = await bankFeed.transactions(state.feedToken, choice.accountId, { since });
      const count = await db.upsertTransactions(orgId, state.connectionId, txns);
      return { content: [{ type: 'text', text: `Imported ${count} transactions.` }], structuredContent: { count } };
    },
  );
}
