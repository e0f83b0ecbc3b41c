import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { BaseTool, WithAudit, WithGoogle, WithRequestState, argsDigest } from '../mixins.js';
import { principalOf } from '../principal.js';

export class ClearRangeTool extends WithAudit(WithGoogle(WithRequestState(BaseTool))) {
  constructor() {
    super('clear_range', {
      description: 'Clear all values in a range of a spreadsheet (formatting is kept).',
      inputSchema: {
        spreadsheetId: z.string().min(10),
        range: z.string().regex(/^[^!]+![A-Z]+\d*(:[A-Z]+\d*)?$/, 'A1 notation with a sheet name, e.g. Sheet1!A2:F'),
      },
      annotations: { destructiveHint: true },
    });
  }

  async handle(args, ctx) {
    const principal = principalOf(ctx);
    const sheets = this.sheets(principal);

    let state;
    try {
      state = await this.readState(ctx);
    } catch {
      return this.text('Invalid or expired requestState', true);
    }

    if (state === undefined) {
      const { data } = await sheets.spreadsheets.values.get({ spreadsheetId: args.spreadsheetId, range: args.range });
      const cells = (data.values ?? []).reduce((n, row) => n + row.filter((v) => v !== '').length, 0);
      if (cells === 0) return this.text(`${args.range} is already empty.`);

      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: `Clear ${cells} non-empty cell(s) in ${args.range}? This cannot be undone from here.`,
            requestedSchema: {
              type: 'object',
              properties: { confirm: { type: 'boolean', title: 'Clear the range' } },
              required: ['confirm'],
            },
          }),
        },
        requestState: await this.mintState({ args: argsDigest(args), cells }, ctx),
      });
    }

    if (state.args !== argsDigest(args)) return this.text('requestState was issued for a different request', true);

    const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
    if (answer?.confirm !== true) return this.text('Nothing was cleared.');

    await sheets.spreadsheets.values.clear({ spreadsheetId: args.spreadsheetId, range: args.range });
    this.audit(principal, 'clear', { spreadsheetId: args.spreadsheetId, range: args.range, cells: state.cells });
    return this.text(`Cleared ${state.cells} cell(s) in ${args.range}.`);
  }
}
