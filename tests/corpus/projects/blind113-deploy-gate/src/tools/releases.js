// Read-only list_releases tool that shows a service's recent releases, newest first.
'use strict';

const api = require('../releaseApi');

module.exports = {
  definition: {
    name: 'list_releases',
    description: 'List recent releases of a service, newest first',
    inputSchema: {
      type: 'object',
      properties: {
        service: { type: 'string' },
        limit: { type: 'integer', minimum: 1, maximum: 50 },
      },
      required: ['service'],
    },
    annotations: { readOnlyHint: true },
  },

  async handle({ args }) {
    const releases = await api.listReleases(args.service, args.limit);
    const text = releases
      .map((r) => `${r.id}  ${r.version}  ${r.deployedAt}  by ${r.deployedBy}${r.current ? '  (current)' : ''}`)
      .join('\n');
    return { content: [{ type: 'text', text: text || 'No releases.' }] };
  },
};
