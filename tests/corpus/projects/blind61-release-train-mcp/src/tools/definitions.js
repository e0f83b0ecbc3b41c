export const PROMOTE_TOOL = 'promote_release';
export const ROLLBACK_TOOL = 'rollback_release';
export const HISTORY_TOOL = 'release_history';

export const tools = [
  {
    name: PROMOTE_TOOL,
    description: 'Promote a release that passed its gates to the next environment. Asks for confirmation.',
    inputSchema: {
      type: 'object',
      properties: {
        service: { type: 'string' },
        version: { type: 'string' },
        toEnv: { type: 'string', enum: ['staging', 'production'] },
        requestedBy: { type: 'string', description: 'Release captain the promotion is run for (defaults to you)' },
      },
      required: ['service', 'version', 'toEnv'],
    },
    annotations: { destructiveHint: true },
  },
  {
    name: ROLLBACK_TOOL,
    description: 'Roll production back to an earlier release. Takes the deploy lock and asks for confirmation.',
    inputSchema: {
      type: 'object',
      properties: { service: { type: 'string' }, toVersion: { type: 'string' } },
      required: ['service', 'toVersion'],
    },
    annotations: { destructiveHint: true },
  },
  {
    name: HISTORY_TOOL,
    description: 'Recent deployments of a service',
    inputSchema: {
      type: 'object',
      properties: { service: { type: 'string' }, environment: { type: 'string' } },
      required: ['service'],
    },
    annotations: { readOnlyHint: true },
  },
];

export const CONFIRM_SCHEMA = {
  type: 'object',
  properties: { confirm: { type: 'boolean', title: 'Go ahead' } },
  required: ['confirm'],
};

export const text = (message, isError = false) => ({ content: [{ type: 'text', text: message }], ...(isError ? { isError } : {}) });
