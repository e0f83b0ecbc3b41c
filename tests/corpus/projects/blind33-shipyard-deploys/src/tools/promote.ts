import * as z from 'zod/v4';
import { decodeJwt } from 'jose';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { acquireLock, releaseLock } from '../locks.js';
import { describeRelease, promote } from '../registry.js';
import { issueConfirmation, readConfirmation, sameTarget } from '../state/confirm-token.js';
import { callerOf, refuse } from './shared.js';

const PromoteArgs = z.object({
  service: z.string().regex(/^[a-z0-9-]+$/),
  version: z.string().regex(/^\d+\.\d+\.\d+(-[\w.]+)?$/),
  environment: z.enum(['staging', 'production']),
});
const Confirm = z.object({ confirm: z.boolean() });

export function registerPromote(server: McpServer) {
  server.registerTool(
    'promote_release',
    {
      description: 'Promote a built release into staging or production. Locks the environment until you confirm.',
      inputSchema: PromoteArgs,
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const userId = callerOf(ctx);
      const raw = ctx.mcpReq.requestState<string>();

      if (raw === undefined) {
        const release = await describeRelease(args.service, args.version);
        if (!release) return refuse(`No release ${args.service}@${args.version}.`);
        const lock = await acquireLock(args.environment, userId);
        if (!lock) return refuse(`${args.environment} is locked by another promotion.`);

        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Promote ${args.service}@${args.version} to ${args.environment}? Currently in: ${release.deployedIn.join(', ') || 'nowhere'}.`,
              requestedSchema: Confirm,
            }),
          },
          requestState: await issueConfirmation(args, userId, { lockId: lock.lockId }), // expect: require-state-binding
        });
      }

      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm', Confirm);
      if (answer?.confirm !== true) {
        // The user said no (or closed the dialog): give the environment back right away.
        const { lockId } = decodeJwt(raw); // expect: require-sealed-state
        if (typeof lockId === 'string') await releaseLock(lockId);
        return { content: [{ type: 'text', text: 'Promotion cancelled, lock released.' }] };
      }

      const claims = await readConfirmation(raw, userId).catch(() => null);
      if (!claims || !sameTarget(claims, args)) {
        return refuse('This confirmation is no longer valid. Start the promotion again.');
      }

      try {
        await promote(args.service, args.version, args.environment, userId);
      } finally {
        if (typeof claims.lockId === 'string') await releaseLock(claims.lockId);
      }
      return { content: [{ type: 'text', text: `Promoted ${args.service}@${args.version} to ${args.environment}.` }] };
    },
  );
}
