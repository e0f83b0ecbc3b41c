// tail_logs tool that shows recent pod logs, asking which pod when needed.
'use strict';

const { pack, unpack } = require('../lib/pending');
const { text, toolError, askForInput, accepted } = require('../lib/results');
const orchestrator = require('../lib/orchestrator');

module.exports = {
  name: 'tail_logs',
  description: 'Show recent log lines for one pod of a service; asks which pod when there are several.',
  annotations: { readOnlyHint: true },
  inputSchema: {
    type: 'object',
    properties: {
      namespace: { type: 'string' },
      service: { type: 'string' },
      lines: { type: 'integer', minimum: 1, maximum: 500 },
    },
    required: ['namespace', 'service'],
  },

  async run(args, ctx) {
    const lines = args.lines || 100;

    if (ctx.requestState) {
      const pending = unpack(ctx.requestState); // expect: require-sealed-state
      const choice = accepted(ctx.inputResponses, 'pod');
      if (!choice || !pending.pods.includes(choice.pod)) return toolError('No pod selected.');
      const out = await orchestrator.podLogs(pending.namespace, choice.pod, lines);
      return text(out.lines.join('\n'));
    }

    const pods = (await orchestrator.listPods(args.namespace, args.service)).map((p) => p.name);
    if (pods.length === 0) return toolError(`${args.service} has no running pods.`);
    if (pods.length === 1) {
      const out = await orchestrator.podLogs(args.namespace, pods[0], lines);
      return text(out.lines.join('\n'));
    }
    return askForInput(
      'pod',
      `${args.service} has ${pods.length} pods. Which one?`,
      { pod: { type: 'string', enum: pods } },
      pack({ namespace: args.namespace, pods }), // expect: require-sealed-state
    );
  },
};
