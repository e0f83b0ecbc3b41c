import { acceptedContent, inputRequired, type ServerContext } from '@modelcontextprotocol/server';
import * as z from 'zod';
import type { Container } from '../container.js';
import { stateOf, text, toolError, type ToolHandler } from '../middleware.js';
import { RosterToken } from '../roster.js';
import { argsDigest, StateCodecsToken, userIdOf } from '../state.js';

export const CANCEL_SHIFT = 'cancel_shift';

export const cancelShiftConfig = {
  title: 'Cancel a shift',
  description: 'Cancel one of your upcoming shifts. The user must confirm.',
  inputSchema: { shiftId: z.string().uuid(), reason: z.string().min(3).max(300) },
  annotations: { destructiveHint: true, idempotentHint: false },
};

interface PendingCancel {
  shiftId: string;
  digest: string;
  startsAt: string;
}

type Args = { shiftId: string; reason: string };

export const cancelShift =
  (c: Container): ToolHandler<Args> =>
  async (args, ctx: ServerContext) => {
    const roster = c.resolve(RosterToken);
    const userId = userIdOf(ctx);
    const bearer = ctx.http?.authInfo?.token; // used for this call only, never stored
    const shift = await roster.shift(args.shiftId, bearer);
    if (shift.assigneeId !== userId) return toolError('You can only cancel your own shifts.');

    const pending = stateOf<PendingCancel>(ctx);
    if (!pending) {
      const requestState = await c
        .resolve(StateCodecsToken)
        .for<PendingCancel>(CANCEL_SHIFT)
        .mint({ shiftId: shift.id, digest: argsDigest(args), startsAt: shift.startsAt }, ctx);
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: `Cancel your ${shift.role} shift starting ${shift.startsAt}? Reason: ${args.reason}`,
            requestedSchema: {
              type: 'object',
              properties: { confirm: { type: 'boolean', title: 'Yes, cancel it' } },
              required: ['confirm'],
            },
          }),
        },
        requestState,
      });
    }

    // Both sides are public: a digest of the visible arguments and a timestamp from the roster.
    if (pending.digest !== argsDigest(args) || pending.startsAt !== shift.startsAt) {
      return toolError('The shift or the request changed after you confirmed.');
    }
    if (!acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm')?.confirm) {
      return text('The shift stays on the roster.');
    }
    const cancelled = await roster.cancel(args.shiftId, args.reason, bearer);
    return text(`Cancelled shift ${cancelled.id} (${cancelled.startsAt}).`);
  };
