import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import type { McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { aggregator, ledger } from '../ledger/client.js';
import { pipe, say, denied } from '../mcpkit/compose.js';
import { requireScope, withCaller, withResume } from '../mcpkit/middleware.js';
import { defineTool, suspend } from '../mcpkit/server.js';

const TOOL = 'link_bank_account';

type LinkPending =
  | { tool: typeof TOOL; step: 'await-login'; linkSessionId: string }
  | { tool: typeof TOOL; step: 'pick-account'; itemId: string; accessToken: string };

export function registerLinkBank(server: McpServer): void {
  defineTool(
    server,
    TOOL,
    {
      description: 'Connect a bank account as a transaction feed for the ledger.',
      input: z.object({ institution: z.string().min(2).describe('Bank name as shown by the aggregator') }),
    },
    pipe(withCaller, requireScope('ledger:write'), withResume(TOOL))(async ({ institution }, ctx) => {
      const caller = ctx.caller!;
      const pending = ctx.mcpReq.requestState<LinkPending>();

      if (pending === undefined) {
        const session = await aggregator.createLinkSession({ institution, userRef: caller.userId });
        return suspend(
          ctx,
          {
            bank_login: inputRequired.elicitUrl({
              message: `Sign in to ${institution} in the window that opens, then come back here.`,
              url: session.url,
            }),
          },
          { tool: TOOL, step: 'await-login', linkSessionId: session.id },
        );
      }

      if (pending.step === 'await-login') {
        const grant = await aggregator.exchange(pending.linkSessionId);
        const { accounts } = await aggregator.accounts(grant.access_token);
        if (accounts.length === 0) return denied(`No accounts were shared from ${institution}.`);
        return suspend(
          ctx,
          {
            account: inputRequired.elicit({
              message: 'Which account should feed the ledger?',
              requestedSchema: {
                type: 'object',
                properties: {
                  accountId: {
                    type: 'string',
                    title: 'Account',
                    oneOf: accounts.map((a) => ({ const: a.id, title: `${a.name} ••${a.mask} (${a.currency})` })),
                  },
                },
                required: ['accountId'],
              },
            }),
          },
          {
            tool: TOOL,
            step: 'pick-account',
            itemId: grant.item_id,
            // the aggregator only shows the access token once; keep it for the feed registration
            accessToken: grant.access_token, // expect: no-secrets-in-state
          },
        );
      }

      const choice = acceptedContent<{ accountId: string }>(ctx.mcpReq.inputResponses, 'account');
      if (!choice) return say('No account linked.');
      const { feedId } = await ledger.linkFeed({
        owner: caller.userId,
        itemId: pending.itemId,
        accountId: choice.accountId,
        accessToken: pending.accessToken,
      });
      return say(`Linked. Transactions will appear in feed ${feedId} within the hour.`);
    }),
  );
}
