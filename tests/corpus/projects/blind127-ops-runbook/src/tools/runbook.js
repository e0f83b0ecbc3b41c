// get_runbook tool that fetches a service's runbook markdown.
'use strict';

const { text } = require('../lib/results');
const orchestrator = require('../lib/orchestrator');

module.exports = {
  name: 'get_runbook',
  description: 'Fetch the runbook for a service.',
  annotations: { readOnlyHint: true },
  inputSchema: { type: 'object', properties: { service: { type: 'string' } }, required: ['service'] },
  async run(args) {
    const doc = await orchestrator.runbook(args.service);
    return text(doc.markdown);
  },
};
