import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import type { Entry, LedgerService } from '../services/ledger.js';
import { fold, pipe } from '../fp.js';
import { peekClaims, sealWith } from '../crypto/seal.js';
import { type Claims, mkClaims } from '../state/claims.js';
import { type Ctx, toolError, userOf } from '../state/with-state.js';

export interface StatementArgs {
  accountId: string;
}

interface StatementState {
  accountId: string;
  currency: string;
}

const TOOL = 'export_statement';

const toCsv = (entries: Entry[]): string =>
  ['date,amount_minor,memo', ...entries.map((e) => `${e.at},${e.amountMinor},"${e.memo.replaceAll('"', '""')}"`)].join('\n');

const periodSchema = {
  type: 'object' as const,
  properties: {
    from: { type: 'string', format: 'date', title: 'From' },
    to: { type: 'string', format: 'date', title: 'To' },
  },
  required: ['from', 'to'],
};

export const statement =
  (ledger: LedgerService) =>
  (key: Buffer) =>
  async (args: StatementArgs, ctx: Ctx): Promise<unknown> => {
    const sub = userOf(ctx);
    if (!sub) return toolError('Not signed in.');

    const raw = ctx.mcpReq.requestState<string>();
    const period = acceptedContent<{ from: string; to: string }>(ctx.mcpReq.inputResponses, 'period');

    if (!raw || !period) {
      const account = (await ledger.accountsOf(sub)).find((a) => a.id === args.accountId);
      if (!account) return toolError(`No account ${args.accountId} for you.`);
      const state: StatementState = { accountId: account.id, currency: account.currency };
      return inputRequired({
        inputRequests: { period: inputRequired.elicit({ message: 'Which period?', requestedSchema: periodSchema }) },
        requestState: sealWith(key)(mkClaims(sub, TOOL)(state)),
      });
    }

    // Ownership was checked in round one, before the account id went into the state.
    return pipe(
      peekClaims<Claims<StatementState>>(raw), // expect: require-sealed-state
      fold(
        (e: string) => Promise.resolve(toolError(e)),
        async ({ data }: Claims<StatementState>) => {
          const entries = await ledger.entries(data.accountId, period.from, period.to);
          return {
            content: [{ type: 'text', text: toCsv(entries) }],
            structuredContent: { accountId: data.accountId, currency: data.currency, count: entries.length },
          };
        },
      ),
    );
  };
