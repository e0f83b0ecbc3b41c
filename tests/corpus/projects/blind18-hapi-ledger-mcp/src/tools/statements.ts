import { InvalidStateError } from '../state/sealer.js';
import { statementContext, type StatementContext } from '../services/bank.js';
import { methods, toolError, toolText, type LedgerTool } from './types.js';

type StatementState = StatementContext & { tool: 'export_statement' };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const statementsTool: LedgerTool = {
  definition: {
    name: 'export_statement',
    description: 'Export a CSV statement for one of your accounts. Asks which period to export.',
    inputSchema: {
      type: 'object',
      properties: { accountId: { type: 'string' } },
      required: ['accountId'],
    },
    annotations: { readOnlyHint: true },
  },

  async handle(args, ctx) {
    const { state, bank } = methods(ctx.hapi);
    const accountId = String(args.accountId);
    const owned = (ctx.authInfo.extra?.accountIds as string[] | undefined) ?? [];
    if (!owned.includes(accountId)) return toolError(`Unknown account ${accountId}.`);

    if (!ctx.requestState) {
      const requestState = state.seal<StatementState>({ tool: 'export_statement', ...statementContext(ctx.authInfo, accountId) }); // expect-todo: no-secrets-in-state
      return {
        resultType: 'input_required',
        inputRequests: {
          period: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Which period should the statement for ${accountId} cover?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  from: { type: 'string', format: 'date', title: 'From' },
                  to: { type: 'string', format: 'date', title: 'To' },
                },
                required: ['from', 'to'],
              },
            },
          },
        },
        requestState,
      };
    }

    let st: StatementState;
    try {
      const envelope = state.open<StatementState>(ctx.requestState);
      if (envelope.exp < Date.now()) return toolError('The export request expired. Please ask again.');
      st = envelope.data;
    } catch (err) {
      if (err instanceof InvalidStateError) return toolError('The export request is not valid.');
      throw err;
    }
    if (st.tool !== 'export_statement' || st.userId !== ctx.userId || st.accountId !== accountId) {
      return toolError('The export request does not match this call.');
    }

    const period = ctx.inputResponses.period;
    if (period?.action !== 'accept') return toolText('Export cancelled.');
    const from = String(period.content?.from ?? '');
    const to = String(period.content?.to ?? '');
    if (!ISO_DATE.test(from) || !ISO_DATE.test(to) || from > to) return toolError('Please give two dates, oldest first.');

    const { csv } = await bank.exportStatement(st.accountId, from, to, st.bearer);
    return toolText(csv);
  },
};
