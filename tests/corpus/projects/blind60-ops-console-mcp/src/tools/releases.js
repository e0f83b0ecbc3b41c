import { platform } from '../platform.js';
import { refused, text, withConfirmation } from '../lib/rounds.js';

export const deploy = {
  definition: {
    name: 'deploy',
    description: 'Deploy a built version of a service to an environment',
    inputSchema: {
      type: 'object',
      properties: {
        service: { type: 'string' },
        environment: { type: 'string', enum: ['staging', 'production'] },
        version: { type: 'string', description: 'Build tag, e.g. 2025.06.14-3f9c2e1' },
      },
      required: ['service', 'environment', 'version'],
    },
    annotations: { destructiveHint: true },
  },
  run: withConfirmation('deploy', {
    async describe({ service, environment, version }) {
      const current = await platform.service(service, environment);
      return {
        message: `Deploy ${service} ${version} to ${environment}? (running: ${current.version})`,
        claims: { previous: current.version },
      };
    },
    async execute({ service, environment, version }, claims, userId) {
      const d = await platform.deploy(service, environment, { version, requestedBy: userId });
      return text(`Deployment ${d.id}: ${claims.previous} -> ${version} in ${environment}.`);
    },
  }),
};

export const rollback = {
  definition: {
    name: 'rollback',
    description: 'Roll a service back to an earlier release',
    inputSchema: {
      type: 'object',
      properties: {
        service: { type: 'string' },
        environment: { type: 'string', enum: ['staging', 'production'] },
        toVersion: { type: 'string' },
      },
      required: ['service', 'environment', 'toVersion'],
    },
    annotations: { destructiveHint: true },
  },
  run: withConfirmation('rollback', {
    async describe({ service, environment, toVersion }) {
      const releases = await platform.releases(service, environment);
      const target = releases.find((r) => r.version === toVersion);
      if (!target) throw new Error(`${toVersion} was never released to ${environment}`);
      return {
        message: `Roll ${service} in ${environment} back to ${toVersion} (released ${target.releasedAt})?`,
        claims: { releaseId: target.id },
      };
    },
    async execute({ service, environment }, claims, userId) {
      if (!claims.releaseId) return refused('Unknown release.');
      const r = await platform.rollback(service, environment, { releaseId: claims.releaseId, requestedBy: userId });
      return text(`Rollback ${r.id} started.`);
    },
  }),
};
