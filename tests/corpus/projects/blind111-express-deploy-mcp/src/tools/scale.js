// Registers the scale_service tool, which asks how many replicas a service should run and applies it.
'use strict';

const { z } = require('zod');
const deploy = require('../deployApi');

const TOOL = 'scale_service';

function askReplicas(current, max) {
  return {
    method: 'elicitation/create',
    params: {
      mode: 'form',
      message: `Currently ${current} replicas. How many should it run?`,
      requestedSchema: {
        type: 'object',
        properties: { replicas: { type: 'integer', minimum: 1, maximum: max } },
        required: ['replicas'],
      },
    },
  };
}

module.exports = function registerScale(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Change the replica count of a service; asks for the number.',
      inputSchema: { service: z.string().min(1), region: z.string().default('eu-west-1') },
    },
    async ({ service, region }, extra) => {
      const ctx = extra.authInfo?.extra || {};
      const state = ctx.roundState;
      const answer = ctx.inputResponses?.replicas;

      if (state && answer?.action === 'accept') {
        const replicas = Number(answer.content?.replicas);
        if (!Number.isInteger(replicas) || replicas < 1 || replicas > state.max) {
          return { isError: true, content: [{ type: 'text', text: `Replicas must be 1..${state.max}.` }] };
        }
        await deploy.scale(state.service, state.region, replicas, ctx.userId);
        return { content: [{ type: 'text', text: `Scaling ${state.service} in ${state.region} to ${replicas}.` }] };
      }
      if (state) return { content: [{ type: 'text', text: 'Scaling cancelled.' }] };

      const svc = await deploy.getService(service, region);
      const max = svc.quota?.maxReplicas ?? 20;
      return {
        resultType: 'input_required',
        inputRequests: { replicas: askReplicas(svc.replicas.desired, max) },
        requestState: Buffer.from(JSON.stringify({ tool: TOOL, service, region, max })).toString('base64url'), // expect: require-sealed-state
      };
    },
  );
};
