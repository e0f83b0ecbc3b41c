// Rollback: redeploys an earlier release to an environment once a release manager confirms the exact target.
'use strict';

const { z } = require('zod');
const { requestDigest } = require('../../../../libs/crypto/src');
const { awaitingInput, confirmRequest, confirmed, reply, reject } = require('../../../../libs/mcp/src');

const TOOL = 'rollback_release';

const short = (sha) => (sha ? sha.slice(0, 7) : 'nothing');

function rollbackTool({ github, box, repos, apiVersion }) {
  return {
    name: TOOL,
    group: 'release-managers',
    description: 'Redeploy an earlier tagged release to staging or production. Replaces whatever is running there now.',
    annotations: { destructiveHint: true, idempotentHint: false },
    input: z.object({
      repo: z.string().min(1),
      environment: z.enum(['staging', 'production']),
      tag: z.string().regex(/^v\d+\.\d+\.\d+$/),
      reason: z.string().min(10).max(300),
    }),

    async run(args, call) {
      if (!repos.includes(args.repo)) return reject(`${args.repo} is not managed by release-control.`);
      const binding = { sub: call.userId, tool: TOOL };
      const digest = requestDigest(TOOL, args);

      if (call.state === undefined) {
        const [current, target] = await Promise.all([
          github.currentDeployment(args.repo, args.environment),
          github.release(args.repo, args.tag),
        ]);
        if (!target || !target.sha) return reject(`No release ${args.tag} in ${args.repo}.`);
        if (current && current.sha === target.sha) return reject(`${args.environment} already runs ${args.tag}.`);
        const requestState = box.seal({ digest, fromSha: current ? current.sha : null, toSha: target.sha, apiVersion }, binding);
        return awaitingInput(
          {
            confirm: confirmRequest(
              `Roll ${args.repo} ${args.environment} back from ${short(current && current.sha)} to ${args.tag} (${short(target.sha)})? Reason: ${args.reason}`,
              'Roll back',
            ),
          },
          requestState,
        );
      }

      const prior = box.open(call.state, binding);
      if (!prior || prior.digest !== digest) {
        return reject('This rollback confirmation is invalid, expired, or was given for a different request.');
      }
      if (prior.apiVersion !== apiVersion) return reject('release-control was upgraded mid-confirmation; please ask again.');
      const current = await github.currentDeployment(args.repo, args.environment);
      if ((current ? current.sha : null) !== prior.fromSha) {
        return reject(`Someone deployed to ${args.environment} in the meantime; review the rollback again.`);
      }
      if (!confirmed(call, 'confirm')) return reply({ rolledBack: false });
      const deployment = await github.deploy(args.repo, {
        ref: prior.toSha,
        environment: args.environment,
        description: `Rollback to ${args.tag}: ${args.reason}`,
        requestedBy: call.login || call.userId,
      });
      return reply({ rolledBack: true, deploymentId: deployment.id, sha: prior.toSha });
    },
  };
}

module.exports = { rollbackTool };
