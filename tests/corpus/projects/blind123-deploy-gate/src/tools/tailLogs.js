// Creates the tail_logs tool, which asks which owned service and environment to show logs for.
'use strict';

const api = require('../deployApi');
const { elicit, needInput, accepted, text } = require('../lib/rounds');

const NAME = 'tail_logs';

module.exports = () => ({
  definition: {
    name: NAME,
    description: 'Show recent log lines for one of your services.',
    inputSchema: {
      type: 'object',
      properties: { lines: { type: 'integer', minimum: 1, maximum: 500 } },
    },
    annotations: { readOnlyHint: true },
  },

  async handle(params, userId) {
    const lines = (params.arguments && params.arguments.lines) || 100;

    if (!params.requestState) {
      const owned = await api.ownedServices(userId);
      if (owned.length === 0) return text('You do not own any services.');
      const pending = { owned: owned.map((s) => s.name), lines };
      return needInput(
        {
          pick: elicit('Which service and environment?', {
            service: { type: 'string', enum: pending.owned },
            environment: { type: 'string', enum: ['staging', 'production'] },
          }),
        },
        Buffer.from(JSON.stringify(pending)).toString('base64url'), // expect: require-sealed-state
      );
    }

    const pending = JSON.parse(Buffer.from(params.requestState, 'base64url').toString('utf8')); // expect: require-sealed-state
    const pick = accepted(params.inputResponses, 'pick');
    if (!pick) return text('Cancelled.');
    if (!pending.owned.includes(pick.service)) {
      return text(`${pick.service} is not one of your services.`, true);
    }
    const out = await api.tail(pick.service, pick.environment, pending.lines);
    return text(out.lines.join('\n') || '(no output)');
  },
});
