// Registers the read-only service_status tool, which reports a service's release, replicas and health.
'use strict';

const { z } = require('zod');
const deploy = require('../deployApi');

module.exports = function registerStatus(server) {
  server.registerTool(
    'service_status',
    {
      description: 'Show replicas, current release and health of a service in a region.',
      inputSchema: { service: z.string().min(1), region: z.string().default('eu-west-1') },
      annotations: { readOnlyHint: true },
    },
    async ({ service, region }) => {
      const svc = await deploy.getService(service, region);
      const lines = [
        `${service} @ ${region}`,
        `release: ${svc.release.id} (${svc.release.version})`,
        `replicas: ${svc.replicas.ready}/${svc.replicas.desired}`,
        `health: ${svc.health}`,
      ];
      return { content: [{ type: 'text', text: lines.join('\n') }] };
    },
  );
};
