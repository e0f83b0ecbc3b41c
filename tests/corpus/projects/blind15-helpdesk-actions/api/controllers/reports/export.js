'use strict';

const { publishJson } = require('../../../lib/amqp');

const optionsSchema = {
  type: 'object',
  properties: {
    format: { type: 'string', enum: ['csv', 'xlsx', 'pdf'], title: 'File format' },
    includeInternalNotes: { type: 'boolean', title: 'Include internal notes', default: false },
  },
  required: ['format'],
};

module.exports = {
  friendlyName: 'Export ticket report',

  description: 'Queue an export of the tickets of one team; the file is e-mailed when ready.',

  inputs: {
    teamId: { type: 'string', required: true },
    sinceDays: { type: 'number', description: 'How many days back (max 92)' },
  },

  fn: async function ({ teamId, sinceDays = 30 }, { config, ctx, round, inputRequired }) {
    const userId = ctx.http?.authInfo?.extra?.userId;
    const days = Math.min(sinceDays, config.reports.maxRangeDays);

    if (!round.rawState) {
      // Nothing secret in here, so a plain envelope is enough to remember the first round.
      const requestState = Buffer.from(JSON.stringify({ userId, teamId, days, at: Date.now() })).toString('base64url');
      return inputRequired({
        inputRequests: {
          options: inputRequired.elicit({ message: `Export ${days} days of tickets for team ${teamId}`, requestedSchema: optionsSchema }),
        },
        requestState, // expect: require-sealed-state
      });
    }

    const options = round.answer('options');
    if (!options) return { content: [{ type: 'text', text: 'Export cancelled.' }] };

    // The worker picks the recipient and scope from the state the client echoed back.
    await publishJson(config.amqp.reportsQueue, {
      requestState: round.rawState,
      format: options.format,
      includeInternalNotes: Boolean(options.includeInternalNotes),
      queuedAt: new Date().toISOString(),
    });

    return { content: [{ type: 'text', text: `Export queued; you will receive a ${options.format} file by e-mail.` }] };
  },
};
