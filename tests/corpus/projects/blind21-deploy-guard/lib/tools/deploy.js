'use strict';

const { z } = require('zod');
const { BaseTool } = require('./base-tool');
const { Audited, Confirmable, WithPlatform } = require('../mixins');
const { PlatformClient } = require('../platform');

class DeployTool extends Confirmable(Audited(WithPlatform(BaseTool))) {
  get name() {
    return 'deploy_release';
  }

  get config() {
    return {
      description: 'Deploy a built release of a service to an environment. The operator must confirm.',
      inputSchema: {
        service: z.string().regex(/^[a-z0-9-]+$/),
        env: z.enum(['staging', 'production']),
        releaseId: z.string(),
      },
      annotations: { destructiveHint: true },
    };
  }

  async run(args, ctx) {
    const platform = this.platform(ctx);
    const diff = await platform.diff(args.service, args.env, args.releaseId);

    return this.confirmOrRun(
      args,
      ctx,
      {
        message: `Deploy ${args.service}@${args.releaseId} to ${args.env}? ${diff.commits.length} commits, ${diff.migrations.length} migrations.`,
        payload: {
          releaseId: args.releaseId,
          // Approval can take longer than the access token lives; keep a way to get a fresh one.
          refreshToken: ctx.platformAuth.refreshToken, // expect-todo: no-secrets-in-state
        },
      },
      async (state) => {
        const client = await PlatformClient.refresh(state.refreshToken);
        const deployment = await client.deploy(args.service, args.env, state.releaseId);
        this.audit('deploy', ctx, { service: args.service, env: args.env, releaseId: state.releaseId, deploymentId: deployment.id });
        return BaseTool.text(`Deployment ${deployment.id} started.`, { deploymentId: deployment.id });
      },
    );
  }
}

module.exports = { DeployTool };
