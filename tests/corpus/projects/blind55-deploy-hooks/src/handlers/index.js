import * as rollback from './rollback.js';
import * as promote from './promote.js';
import { deployApi } from '../deploy-api.js';

const status = {
  definition: {
    name: 'deploy_status',
    description: 'Current revision and health of a service.',
    inputSchema: { type: 'object', properties: { service: { type: 'string' } }, required: ['service'] },
    annotations: { readOnlyHint: true },
  },
  async run(params) {
    const s = await deployApi.status(params.arguments?.service);
    return { content: [{ type: 'text', text: `${s.service}: ${s.revision} (${s.healthy}/${s.desired} healthy)` }] };
  },
};

// name -> handler module; the dispatcher looks tools up here.
export const handlers = Object.freeze({
  [rollback.definition.name]: rollback,
  [promote.definition.name]: promote,
  [status.definition.name]: status,
});

export const definitions = Object.values(handlers).map((h) => h.definition);
