import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import type { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod';
import { callerOf } from '../context.js';
import { definePlugin, INSTALL, type PluginDeps } from '../registry.js';

const TOOL_NAME = 'export_statement';

interface StatementDraft {
  accountId: string;
  from: string;
  to: string;
}

// Nothing destructive happens here, so the draft just rides along as a cursor.
const toCursor = (draft: StatementDraft): string => Buffer.from(JSON.stringify(draft)).toString('base64url');
const fromCursor = (cursor: string): StatementDraft =>
  JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as StatementDraft; // expect: require-sealed-state

const formats = ['csv', 'ofx', 'json'] as const;

export default definePlugin({
  name: TOOL_NAME,
  [INSTALL](server: McpServer, { ledger }: PluginDeps) {
    server.registerTool(
      TOOL_NAME,
      {
        description: 'Export account statement lines for a date range.',
        inputSchema: { accountId: z.string(), from: z.string().date(), to: z.string().date() },
        annotations: { readOnlyHint: true },
      },
      async (args, ctx) => {
        const caller = callerOf(ctx);
        const cursor = ctx.mcpReq.requestState<string>();
        if (!cursor) {
          return inputRequired({
            inputRequests: {
              format: inputRequired.elicit({
                message: 'Which file format do you want?',
                requestedSchema: {
                  type: 'object',
                  properties: { format: { type: 'string', enum: [...formats] } },
                  required: ['format'],
                },
              }),
            },
            requestState: toCursor({ accountId: args.accountId, from: args.from, to: args.to }), // expect: require-sealed-state
          });
        }

        const draft = fromCursor(cursor);
        const { format } = acceptedContent<{ format: (typeof formats)[number] }>(ctx.mcpReq.inputResponses, 'format') ?? {
          format: 'csv',
        };
        const lines = [];
        for await (const line of ledger.statementLines(draft.accountId, draft.from, draft.to, caller.bearer)) {
          lines.push(line);
        }
        const body =
          format === 'json'
            ? JSON.stringify(lines, null, 2)
            : lines.map((l) => [l.bookedAt, JSON.stringify(l.description), l.amountMinor].join(',')).join('\n');
        return { content: [{ type: 'text', text: body }] };
      },
    );
  },
});
