import { acceptedContent, inputRequired, type CallToolResult, type ServerContext } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { bookBalance, unmatchedItems } from '../ledgerApi.js';
import { text, type Caller, type Round } from './rounds.js';

export const RECONCILE_ACCOUNT = 'reconcile_account';

export const reconcileInput = {
  accountId: z.string().min(1),
  month: z.string().regex(/^\d{4}-\d{2}$/),
};

type ReconcileArgs = z.infer<z.ZodObject<typeof reconcileInput>>;

interface ReconcileState {
  readonly step: 'statement';
  readonly accountId: string;
  readonly month: string;
  readonly bookBalanceCents: number;
}

const statementSchema = {
  type: 'object',
  properties: { closingBalance: { type: 'number', title: 'Closing balance on the bank statement' } },
  required: ['closingBalance'],
} as const;

export const reconcile = async (
  args: ReconcileArgs,
  ctx: ServerContext,
  _caller: Caller,
  round: Round<ReconcileState>,
): Promise<CallToolResult> => {
  if (round.state === undefined) {
    const bookBalanceCents = await bookBalance(args.accountId, args.month);
    return inputRequired({
      inputRequests: {
        statement: inputRequired.elicit({
          message: `Books show ${(bookBalanceCents / 100).toFixed(2)} for ${args.accountId} at the end of ${args.month}. What does the statement say?`,
          requestedSchema: statementSchema,
        }),
      },
      requestState: round.seal({ step: 'statement', accountId: args.accountId, month: args.month, bookBalanceCents }),
    });
  }

  const statement = acceptedContent<{ closingBalance: number }>(ctx.mcpReq.inputResponses, 'statement');
  if (!statement) return text('Reconciliation cancelled.');

  const { accountId, month, bookBalanceCents } = round.state;
  const differenceCents = Math.round(statement.closingBalance * 100) - bookBalanceCents;
  if (differenceCents === 0) return text(`${accountId} reconciles for ${month}.`);

  const items = await unmatchedItems(accountId, month);
  return text(
    [
      `${accountId} is off by ${(differenceCents / 100).toFixed(2)} for ${month}. Unmatched items:`,
      ...items.map((i) => `  ${i.id}  ${(i.amountCents / 100).toFixed(2)}  ${i.description}`),
    ].join('\n'),
  );
};
