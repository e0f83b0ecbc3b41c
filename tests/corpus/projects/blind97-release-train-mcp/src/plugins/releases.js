// Releases plugin: list a service's releases and roll an environment back to an earlier one.
import { z } from 'zod';
import { form, digestArgs } from '../pipeline.js';
import { issueState, readState } from '../crypto/stateToken.js';
import { listReleases, getRelease, currentRelease, rollback } from '../deployApi.js';

const service = z.string().regex(/^[a-z][a-z0-9-]{1,62}$/);
const environment = z.enum(['dev', 'staging', 'production']);

export default {
  name: 'releases',
  register(api) {
    api.tool(
      'list_releases',
      {
        title: 'List releases',
        description: 'Recent releases of a service with their commit and build status.',
        inputSchema: { service, limit: z.number().int().min(1).max(50).optional() },
        annotations: { readOnlyHint: true },
      },
      async (ctx) => {
        const releases = await listReleases(ctx.args.service, ctx.args.limit ?? 20);
        if (!releases) return ctx.fail(`Unknown service ${ctx.args.service}.`);
        return ctx.ok(releases.map((r) => `${r.version}  ${r.commit.slice(0, 8)}  ${r.createdAt}  ${r.status}`).join('\n'));
      },
    );

    api.tool(
      'rollback_release',
      {
        title: 'Roll back',
        description: 'Roll an environment of a service back to an earlier release. Asks for confirmation.',
        inputSchema: { service, environment, toVersion: z.string().min(1).max(40) },
        annotations: { destructiveHint: true },
      },
      async (ctx) => {
        const { args, user, tool } = ctx;
        const current = await currentRelease(args.service, args.environment);
        if (!current) return ctx.fail(`${args.service} has nothing deployed in ${args.environment}.`);
        const target = await getRelease(args.service, args.toVersion);
        if (!target) return ctx.fail(`Release ${args.toVersion} of ${args.service} does not exist.`);
        if (target.version === current.version) return ctx.ok(`${args.environment} already runs ${target.version}.`);

        if (ctx.requestState) {
          const claims = await readState(ctx.requestState, { userId: user.id, tool });
          if (!claims) return ctx.fail('Invalid or expired requestState');
          if (claims.argsDigest !== digestArgs(args)) return ctx.fail('This confirmation was for a different rollback.');
          if (claims.fromVersion !== current.version) return ctx.fail(`${args.environment} changed since you confirmed; try again.`);
          if (ctx.declined('confirm_rollback')) return ctx.ok('Rollback cancelled.');
          const answer = ctx.answer('confirm_rollback');
          if (answer?.service !== args.service) return ctx.ok('Rollback cancelled: the service name did not match.');
          const job = await rollback(args.service, args.environment, target.version, user.id);
          return ctx.ok(`Rollback ${job.id} started: ${args.environment} ${current.version} → ${target.version}.`);
        }

        const state = await issueState(
          { argsDigest: digestArgs(args), fromVersion: current.version, deployKeyId: target.signingKeyId },
          { userId: user.id, tool },
        );
        return ctx.inputRequired(
          {
            confirm_rollback: form(
              `Roll ${args.service} in ${args.environment} back from ${current.version} to ${target.version} (built ${target.createdAt}, signed by key ${target.signingKeyId})? Type the service name to confirm.`,
              { service: { type: 'string', title: 'Service name' } },
            ),
          },
          state,
        );
      },
    );
  },
};
