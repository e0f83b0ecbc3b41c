// Promotion: moves the build running on staging to production; the pending confirmation lives server-side under a random handle.
'use strict';

const { z } = require('zod');
const { requestDigest } = require('../../../../libs/crypto/src');
const { awaitingInput, confirmRequest, confirmed, reply, reject } = require('../../../../libs/mcp/src');

const TOOL = 'promote_to_production';

function promoteTool({ github, store, repos }) {
  return {
    name: TOOL,
    group: 'release-managers',
    description: 'Deploy the commit currently on staging to production, if CI has published a production build for it.',
    annotations: { destructiveHint: false, openWorldHint: true },
    input: z.object({
      repo: z.string().min(1),
      sha: z.string().regex(/^[0-9a-f]{40}$/).optional(),
    }),

    async run(args, call) {
      if (!repos.includes(args.repo)) return reject(`${args.repo} is not managed by release-control.`);
      const digest = requestDigest(TOOL, args);

      if (call.state === undefined) {
        const staging = await github.currentDeployment(args.repo, 'staging');
        if (!staging) return reject(`Nothing is deployed to staging for ${args.repo}.`);
        if (args.sha && args.sha !== staging.sha) return reject(`Staging runs ${staging.sha.slice(0, 7)}, not ${args.sha.slice(0, 7)}.`);
        const [buildUrl, checks] = await Promise.all([
          store.buildReady(args.repo, staging.sha),
          github.combinedStatus(args.repo, staging.sha),
        ]);
        if (!buildUrl) return reject(`CI has not published a production build for ${staging.sha.slice(0, 7)} yet.`);
        if (checks !== 'success') return reject(`Commit checks are "${checks}", not green.`);
        const handle = await store.open({ userId: call.userId, tool: TOOL, digest, repo: args.repo, sha: staging.sha });
        return awaitingInput(
          { confirm: confirmRequest(`Promote ${args.repo}@${staging.sha.slice(0, 7)} (${buildUrl}) to production?`, 'Promote') },
          handle,
        );
      }

      const pending = await store.claim(call.state);
      if (!pending || pending.userId !== call.userId || pending.tool !== TOOL || pending.digest !== digest) {
        return reject('This promotion request is unknown or has expired; please start again.');
      }
      if (!confirmed(call, 'confirm')) return reply({ promoted: false });
      const deployment = await github.deploy(pending.repo, {
        ref: pending.sha,
        environment: 'production',
        description: `Promoted from staging by ${call.login || call.userId}`,
        requestedBy: call.login || call.userId,
      });
      return reply({ promoted: true, deploymentId: deployment.id, sha: pending.sha });
    },
  };
}

module.exports = { promoteTool };
