import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { peekState, principalOf, vault, type ToolContext } from '../../core/index.js';
import { getLedgerClient, type DateRange } from '../../lib/index.js';

const TOOL = 'export_statement';

interface StatementState extends Record<string, unknown> {
  accountId: string;
  format: 'csv' | 'pdf';
}

const rangeSchema = {
  type: 'object',
  properties: {
    from: { type: 'string', format: 'date', title: 'From' },
    to: { type: 'string', format: 'date', title: 'To' },
  },
  required: ['from', 'to'],
} as const;

export default function register(server: McpServer): void {
  server.registerTool(
    TOOL,
    {
      title: 'Export account statement',
      description: 'Exports a statement for one of your ledger accounts over a period you pick.',
      inputSchema: {
        accountId: z.string().min(1),
        format: z.enum(['csv', 'pdf']).default('csv'),
      },
      annotations: { readOnlyHint: true },
    },
    async ({ accountId, format }: StatementState, ctx: ToolContext) => {
      const ledger = getLedgerClient();
      const raw = ctx.mcpReq.requestState<string>();

      if (!raw) {
        const userId = principalOf(ctx);
        if (!(await ledger.canRead(userId, accountId))) {
          return { isError: true, content: [{ type: 'text' as const, text: `You cannot read account ${accountId}.` }] };
        }
        return inputRequired({
          inputRequests: {
            range: inputRequired.elicit({ message: 'Which period should the statement cover?', requestedSchema: rangeSchema }),
          },
          requestState: await vault().seal({ accountId, format }, ctx),
        });
      }

      // Round two: the account was authorised in round one, so take it from the state.
      const state = peekState<StatementState>(raw); // expect: require-sealed-state
      const range = acceptedContent<DateRange>(ctx.mcpReq.inputResponses, 'range');
      if (!range) {
        return { content: [{ type: 'text' as const, text: 'No period chosen, nothing exported.' }] };
      }

      const file = await ledger.exportStatement(state.accountId, range, state.format);
      return { content: [{ type: 'text' as const, text: `Statement ready: ${file.url} (link expires ${file.expiresAt})` }] };
    },
  );
}
