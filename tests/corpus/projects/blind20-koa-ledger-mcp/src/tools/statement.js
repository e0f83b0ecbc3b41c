'use strict';

const { begin } = require('../lib/continuation');
const bank = require('../services/bank');

const TOOL = 'export_statement';

/** @type {import('../rpc/dispatcher').ToolModule} */
module.exports = {
  name: TOOL,
  description: 'Export an account statement as PDF or CSV. Asks which period to export.',
  inputSchema: {
    type: 'object',
    properties: { format: { type: 'string', enum: ['pdf', 'csv'], default: 'pdf' } },
  },
  annotations: { readOnlyHint: true },

  async run(ctx, args, { resumed, responses }) {
    if (!resumed) {
      // One token exchange per export: the bank throttles /oauth/token, so the
      // session travels with the continuation instead of being fetched again.
      const session = await bank.openSession(ctx.state.user);
      const periods = await bank.listPeriods(session);
      return {
        needs: {
          period: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: 'Which statement period should be exported?',
              requestedSchema: {
                type: 'object',
                properties: {
                  period: { type: 'string', enum: periods.map((p) => p.id), enumNames: periods.map((p) => p.label) },
                },
                required: ['period'],
              },
            },
          },
        },
        state: begin(ctx, TOOL, { step: 'period', session }), // expect: no-secrets-in-state
      };
    }

    const choice = responses.period;
    if (!choice || choice.action !== 'accept' || typeof choice.content?.period !== 'string') {
      return { text: 'Export cancelled.' };
    }
    const file = await bank.exportStatement(resumed.session, choice.content.period, args.format || 'pdf');
    return { text: `Statement ready: ${file.url}`, data: file };
  },
};
