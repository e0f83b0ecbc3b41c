// Registers the rollback_release tool, which confirms before rolling a service back to an earlier release.
'use strict';

const { z } = require('zod');
const deploy = require('../deployApi');
const { seal } = require('../state/sealer');

const TOOL = 'rollback_release';

module.exports = function registerRollback(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Roll a service back to an earlier release. Requires a confirmation.',
      inputSchema: {
        service: z.string().min(1),
        region: z.string().default('eu-west-1'),
        releaseId: z.string().regex(/^rel_[a-z0-9]{10}$/),
      },
      annotations: { destructiveHint: true },
    },
    async ({ service, region, releaseId }, extra) => {
      const ctx = extra.authInfo?.extra || {};
      const state = ctx.roundState;

      if (state?.step === 'confirm') {
        const answer = ctx.inputResponses?.confirm;
        if (answer?.action !== 'accept' || answer.content?.confirm !== true) {
          return { content: [{ type: 'text', text: 'Rollback cancelled.' }] };
        }
        const job = await deploy.rollback(service, region, releaseId, ctx.userId);
        return { content: [{ type: 'text', text: `Rollback of ${service} to ${releaseId} started (job ${job.id}).` }] };
      }

      const releases = await deploy.listReleases(service);
      const target = releases.items.find((r) => r.id === releaseId);
      if (!target) {
        return { isError: true, content: [{ type: 'text', text: `No release ${releaseId} for ${service}.` }] };
      }
      return {
        resultType: 'input_required',
        inputRequests: {
          confirm: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Roll ${service} (${region}) back to ${target.version}, built ${target.createdAt}?`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Roll back now' } },
                required: ['confirm'],
              },
            },
          },
        },
        requestState: seal({ step: 'confirm' }, { userId: ctx.userId, tool: TOOL }), // expect: require-state-binding
      };
    },
  );
};
