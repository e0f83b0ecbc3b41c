// Defines the ledger_statement tool, which asks for a date range and returns an account statement.
// @ts-nocheck
import { z } from 'zod';
import { roundTrip, textResult, RANGE_KEY } from '../packages/core/index.js';
import { TOOL_STATEMENT } from '../packages/core/constants.js';
import BankClient, { type StatementLine } from '../packages/bank-client/index.js';

export const statementInput = z.object({
  accountId: z.string().min(6),
});
type StatementArgs = z.infer<typeof statementInput>;

interface StatementState {
  accountId: string;
  bankToken: string;
  tokenExpiresAt: number;
}

const bank = new BankClient();

function render(lines: StatementLine[]): string {
  if (lines.length === 0) return 'No movements in that period.';
  return lines.map((l) => `${l.date}  ${(l.amount / 100).toFixed(2).padStart(12)}  ${l.memo}`).join('\n');
}

export const statementHandler = roundTrip<StatementArgs, StatementState>({
  tool: TOOL_STATEMENT,
  key: RANGE_KEY,
  ask: (args) => ({
    message: `Which period of ${args.accountId} do you want?`,
    requestedSchema: {
      type: 'object',
      properties: {
        from: { type: 'string', format: 'date', title: 'From' },
        to: { type: 'string', format: 'date', title: 'To' },
      },
      required: ['from', 'to'],
    },
  }),
  // Open the bank session up front so the second round is fast.
  remember: async (args, userId) => {
    const session = await bank.openSession(userId);
    return {
      accountId: args.accountId,
      bankToken: session.accessToken, // expect: no-secrets-in-state
      tokenExpiresAt: session.expiresAt,
    };
  },
  finish: async (_args, state, answer) => {
    const from = String(answer.from ?? '');
    const to = String(answer.to ?? '');
    if (!from || !to || from > to) return textResult('Please give a valid date range.', true);
    const token = state.bankToken;
    if (state.tokenExpiresAt < Date.now()) {
      return textResult('Bank session expired, please ask again.', true);
    }
    const lines = await bank.statement(token, state.accountId, from, to);
    return textResult(render(lines));
  },
});

export default {
  name: TOOL_STATEMENT,
  config: {
    description: 'Fetch an account statement for a date range chosen by the user.',
    inputSchema: statementInput,
    annotations: { readOnlyHint: true },
  },
  handler: statementHandler,
};
