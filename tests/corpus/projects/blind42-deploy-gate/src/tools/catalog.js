const service = { type: 'string', description: 'Service name as in the service catalog, e.g. "checkout-api"' };
const environment = { type: 'string', enum: ['staging', 'production'] };
const release = { type: 'string', pattern: '^r[0-9]{4,}-[0-9a-f]{7}$', description: 'Release id, e.g. r1842-3f9c2ab' };

export const tools = [
  {
    name: 'list_releases',
    description: 'List the most recent releases of a service and where each one is deployed.',
    inputSchema: { type: 'object', properties: { service }, required: ['service'] },
    annotations: { readOnlyHint: true },
  },
  {
    name: 'promote_release',
    description: 'Promote a built release of a service to an environment. Shows the diff and asks for confirmation.',
    inputSchema: { type: 'object', properties: { service, release, environment }, required: ['service', 'release', 'environment'] },
    annotations: { destructiveHint: true },
  },
  {
    name: 'rollback_release',
    description: 'Roll an environment back to an earlier release. Asks for confirmation.',
    inputSchema: {
      type: 'object',
      properties: { service, environment, toRelease: release },
      required: ['service', 'environment', 'toRelease'],
    },
    annotations: { destructiveHint: true },
  },
];
