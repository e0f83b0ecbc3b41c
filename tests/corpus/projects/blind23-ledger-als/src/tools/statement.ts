import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { useRequest } from '../context.js';
import { STATEMENT_SCOPE } from '../policy.js';
import type { Account, BillingClient } from '../billing.js';

const TOOL = 'export_statement';

interface PickState {
  step: 'pick-account';
  accounts: Account[];
}

export function registerStatement(server: McpServer, billing: BillingClient): void {
  server.registerTool(
    TOOL,
    {
      description: 'Export the monthly statement of one of your billing accounts',
      inputSchema: { month: z.string().regex(/^\d{4}-\d{2}$/) },
      annotations: { readOnlyHint: true },
    },
    async ({ month }, ctx) => {
      const req = useRequest();
      if (!req.hasScope(STATEMENT_SCOPE)) {
        return { isError: true, content: [{ type: 'text' as const, text: `Missing ${STATEMENT_SCOPE} scope` }] };
      }

      // the state only holds the list of accounts we showed the user
      const prior = req.state.peek<PickState>(ctx.mcpReq.requestState<string>()); // expect-todo: require-sealed-state
      if (prior?.data.step === 'pick-account') {
        const choice = acceptedContent<{ account: string }>(ctx.mcpReq.inputResponses, 'account');
        const account = prior.data.accounts.find((a) => a.label === choice?.account);
        if (!account) return { content: [{ type: 'text' as const, text: 'No account selected.' }] };
        const doc = await billing.statement(account.id, month);
        return { content: [{ type: 'text' as const, text: `${account.label} ${month}: ${doc.lines} lines, ${doc.url}` }] };
      }

      const accounts = await billing.accountsOf(req.caller.userId);
      if (accounts.length === 1) {
        const doc = await billing.statement(accounts[0].id, month);
        return { content: [{ type: 'text' as const, text: `${accounts[0].label} ${month}: ${doc.url}` }] };
      }

      return inputRequired({
        inputRequests: {
          account: inputRequired.elicit({
            message: `Which account do you want the ${month} statement for?`,
            requestedSchema: {
              type: 'object',
              properties: { account: { type: 'string', enum: accounts.map((a) => a.label) } },
              required: ['account'],
            },
          }),
        },
        requestState: req.state.issue<PickState>(TOOL, { step: 'pick-account', accounts }),
      });
    },
  );
}
