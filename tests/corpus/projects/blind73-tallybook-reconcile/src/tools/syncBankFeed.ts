// sync_bank_feed tool: pulls new transactions from a linked bank connection for the accounts the user selects.
// @ts-nocheck
import { z } from 'zod';
import { member } from '../auth.js';
import { bankConnection, saveImportedLines } from '../db.js';
import { unwrapBankToken } from '../keys.js';
import { linkedAccounts, transactionsSince } from '../bankFeed.js';
import { signState, verifyState } from '../jwtState.js';
import { form, needInput, priorState, answer, done, refused } from '../mrtr.js';

const TOOL = 'sync_bank_feed';

export function registerSyncBankFeed(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Import the latest transactions from a connected bank. You choose which accounts to include.',
      inputSchema: { orgId: z.string().uuid(), connectionId: z.string().uuid() },
    },
    async ({ orgId, connectionId }, extra) => {
      const { userId } = member(extra, orgId);
      const conn = await bankConnection(orgId, connectionId);
      if (!conn) return refused('That bank connection does not exist or was revoked.');

      const raw = priorState(extra);
      if (!raw) {
        const accessToken = unwrapBankToken(conn.wrapped_access_token);
        const accounts = await linkedAccounts(accessToken);
        return needInput(
          {
            accounts: form(`Which ${conn.institution_name} accounts should be imported?`, {
              accountIds: {
                type: 'array',
                title: 'Accounts',
                items: { type: 'string', enum: accounts.map((a) => a.externalId) },
              },
            }),
          },
          await signState(
            {
              tool: TOOL,
              orgId,
              connectionId,
              offered: accounts.map((a) => a.externalId),
              bankToken: accessToken, // expect: no-secrets-in-state
            },
            userId,
            '10m',
          ),
          `${accounts.length} accounts available at ${conn.institution_name}.`,
        );
      }

      let state;
      try {
        state = await verifyState(raw, userId, TOOL);
      } catch {
        return refused('The account selection expired. Please start the sync again.');
      }
      if (state.orgId !== orgId || state.connectionId !== connectionId) return refused('This selection was for another connection.');

      const pick = answer<{ accountIds: string[] }>(extra, 'accounts');
      if (!pick || pick.accountIds.length === 0) return done('Nothing imported.');
      const chosen = pick.accountIds.filter((id) => state.offered.includes(id));

      const { lines, cursor } = await transactionsSince(state.bankToken, conn.cursor, chosen);
      await saveImportedLines(orgId, connectionId, lines, cursor);
      return done(`Imported ${lines.length} new transaction(s) from ${chosen.length} account(s).`, { imported: lines.length });
    },
  );
}
