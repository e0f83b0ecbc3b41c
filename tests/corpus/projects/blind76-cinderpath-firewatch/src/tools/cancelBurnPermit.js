// cancel_burn_permit: cancel an issued burn permit (e.g. on a total fire ban) after explicit confirmation.
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { burnPermit, cancelBurnPermit } from '../db.js';
import { hasScope } from '../auth.js';
import { mintFor, resume, argsDigest } from '../stateCodec.js';

const TOOL = 'cancel_burn_permit';

const fail = (text) => ({ isError: true, content: [{ type: 'text', text }] });
const say = (text) => ({ content: [{ type: 'text', text }] });

export function registerCancelBurnPermit(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Cancel an issued burn permit in your district',
      inputSchema: {
        permitId: z.string().uuid(),
        reason: z.enum(['total_fire_ban', 'weather', 'non_compliance', 'holder_request']),
        notifyNeighbours: z.boolean().default(true),
      },
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const { userId, district } = ctx.http?.authInfo?.extra ?? {};
      if (!hasScope(ctx, 'firewatch:permits')) return fail('Your role cannot cancel permits.');

      const permit = await burnPermit(args.permitId, district);
      if (!permit) return fail('No such permit in your district.');
      if (permit.status !== 'issued') return say(`That permit is already ${permit.status}.`);

      const outcome = await resume(ctx, TOOL);
      if (outcome.status === 'mismatch') return fail('That confirmation belongs to a different request. Nothing was cancelled.');

      if (outcome.status === 'fresh') {
        const requestState = await mintFor(
          TOOL,
          { permitId: args.permitId, reason: args.reason, notifyNeighbours: args.notifyNeighbours, argsDigest: argsDigest(args) },
          ctx,
        );
        const notify = args.notifyNeighbours ? ` and notify ${permit.neighbour_count} neighbour(s)` : '';
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Cancel the burn permit of ${permit.holder_name} (${permit.parcel}, ${permit.burn_date}) for "${args.reason}"${notify}?`,
              requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
            }),
          },
          requestState,
        });
      }

      const { state } = outcome;
      if (state.argsDigest !== argsDigest(args) || state.permitId !== args.permitId) {
        return fail('The confirmation was for different arguments. Nothing was cancelled.');
      }
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (answer?.confirm !== true) return say('Permit left in place.');

      const cancelled = await cancelBurnPermit(args.permitId, district, args.reason, userId);
      if (!cancelled) return fail('The permit changed meanwhile. Nothing was cancelled.');
      return say(`Permit cancelled${args.notifyNeighbours ? '; neighbour notifications are queued' : ''}.`);
    },
  );
}
