'use strict';

function createStatusTool({ github }) {
  return {
    definition: {
      name: 'deploy_status',
      description: 'Show the five most recent deployment runs',
      inputSchema: { type: 'object', properties: { repo: { type: 'string' } } },
      annotations: { readOnlyHint: true },
    },
    async handle(args, _params, extra) {
      const token = extra.authInfo.extra.githubToken;
      const runs = await github.latestRuns(args.repo || 'service', token);
      const lines = runs.map((r) => `#${r.id} ${r.branch} ${r.status}`);
      return { resultType: 'complete', content: [{ type: 'text', text: lines.join('\n') || 'No runs.' }] };
    },
  };
}

module.exports = { createStatusTool };
