// Creates the rollback_release tool, which asks the user to type the service name before rolling back.
'use strict';

const api = require('../deployApi');
const { elicit, needInput, accepted, text } = require('../lib/rounds');

const NAME = 'rollback_release';

module.exports = (signer) => ({
  definition: {
    name: NAME,
    description: 'Roll a service back to an earlier release. Asks the user to confirm first.',
    inputSchema: {
      type: 'object',
      properties: {
        service: { type: 'string' },
        environment: { type: 'string', enum: ['staging', 'production'] },
        release: { type: 'string', description: 'release id, e.g. r-2024-11-03.2' },
      },
      required: ['service', 'environment', 'release'],
    },
    annotations: { destructiveHint: true },
  },

  async handle(params, userId) {
    const { service, environment, release } = params.arguments || {};

    if (!params.requestState) {
      const recent = await api.releases(service, environment);
      if (!recent.some((r) => r.id === release)) {
        return text(`${release} is not one of the last releases of ${service} in ${environment}.`, true);
      }
      return needInput(
        {
          confirm: elicit(`Roll ${service} in ${environment} back to ${release}? Type the service name to confirm.`, {
            service: { type: 'string', title: 'Service name' },
          }),
        },
        signer.seal({ sub: userId, tool: NAME, service }), // expect: require-state-binding
      );
    }

    const claims = signer.open(params.requestState);
    if (!claims || claims.sub !== userId || claims.tool !== NAME || claims.service !== service) {
      return text('Confirmation is invalid or has expired. Please ask again.', true);
    }
    const answer = accepted(params.inputResponses, 'confirm');
    if (!answer || answer.service !== service) {
      return text('Rollback not confirmed.');
    }
    const job = await api.rollback(service, environment, release, userId);
    return text(`Rollback of ${service}/${environment} to ${release} started (job ${job.id}).`);
  },
});
