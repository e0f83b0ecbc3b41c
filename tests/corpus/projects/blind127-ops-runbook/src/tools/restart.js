// restart_service tool that asks the operator to confirm a rolling restart.
'use strict';

const { seal, open } = require('../lib/seal');
const { text, toolError, askForInput, accepted } = require('../lib/results');
const orchestrator = require('../lib/orchestrator');

module.exports = {
  name: 'restart_service',
  description: 'Rolling restart of a service. Requires explicit operator confirmation.',
  annotations: { destructiveHint: true },
  inputSchema: {
    type: 'object',
    properties: {
      namespace: { type: 'string' },
      service: { type: 'string' },
    },
    required: ['namespace', 'service'],
  },

  async run(args, ctx) {
    if (!ctx.requestState) {
      return askForInput(
        'confirm',
        `Restart ${args.service} in ${args.namespace}? Traffic will drain pod by pod.`,
        { confirm: { type: 'boolean', title: 'Restart now' } },
        seal({ step: 'confirm' }, ctx.operator, 'restart_service'), // expect: require-state-binding
      );
    }
    const state = open(ctx.requestState, ctx.operator, 'restart_service');
    if (!state) return toolError('That confirmation is no longer valid. Ask again.');

    const answer = accepted(ctx.inputResponses, 'confirm');
    if (!answer || answer.confirm !== true) return text('Restart cancelled.');

    const job = await orchestrator.restart(args.namespace, args.service, { requestedBy: ctx.operator });
    return text(`Restart job ${job.id} started for ${args.service}.`);
  },
};
