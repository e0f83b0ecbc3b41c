import { acceptedContent, inputRequired, type ServerContext } from '@modelcontextprotocol/server';
import filter from 'lodash/fp/filter.js';
import flow from 'lodash/fp/flow.js';
import map from 'lodash/fp/map.js';
import take from 'lodash/fp/take.js';
import * as z from 'zod';
import { ConfigToken } from '../config.js';
import type { Container } from '../container.js';
import { stateOf, text, toolError, type ToolHandler } from '../middleware.js';
import { RosterToken, type Colleague } from '../roster.js';
import { StateCodecsToken, userIdOf } from '../state.js';

export const OFFER_SWAP = 'offer_swap';

export const offerSwapConfig = {
  title: 'Offer a shift swap',
  description: 'Offer one of your shifts to a colleague who can cover the same role.',
  inputSchema: { shiftId: z.string().uuid() },
};

interface PendingSwap {
  shiftId: string;
  candidates: string[];
}

async function collect<T>(source: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of source) out.push(item);
  return out;
}

export const offerSwap =
  (c: Container): ToolHandler<{ shiftId: string }> =>
  async ({ shiftId }, ctx: ServerContext) => {
    const roster = c.resolve(RosterToken);
    const userId = userIdOf(ctx);
    const bearer = ctx.http?.authInfo?.token;
    const shift = await roster.shift(shiftId, bearer);
    if (shift.assigneeId !== userId) return toolError('You can only offer your own shifts.');

    const pending = stateOf<PendingSwap>(ctx);
    if (!pending) {
      const eligible: (people: Colleague[]) => Colleague[] = flow(
        filter((p: Colleague) => p.id !== userId && p.roles.includes(shift.role)),
        take(25),
      );
      const candidates = eligible(await collect(roster.colleagues(shift.teamId, bearer)));
      if (candidates.length === 0) return text(`Nobody else on the team can cover a ${shift.role} shift.`);
      return inputRequired({
        inputRequests: {
          colleague: inputRequired.elicit({
            message: `Who should get the offer for ${shift.startsAt}?`,
            requestedSchema: {
              type: 'object',
              properties: {
                colleague: { type: 'string', oneOf: map((p: Colleague) => ({ const: p.id, title: p.name }))(candidates) },
              },
              required: ['colleague'],
            },
          }),
        },
        requestState: await c
          .resolve(StateCodecsToken)
          .for<PendingSwap>(OFFER_SWAP)
          .mint({ shiftId, candidates: map((p: Colleague) => p.id)(candidates) }, ctx),
      });
    }

    if (pending.shiftId !== shiftId) return toolError('This answer belongs to another shift.');
    const choice = acceptedContent<{ colleague: string }>(ctx.mcpReq.inputResponses, 'colleague');
    if (!choice) return text('No offer sent.');
    if (!pending.candidates.includes(choice.colleague)) return toolError('That colleague was not offered as a choice.');

    // Business expiry of the offer itself, kept in the roster DB (not in requestState).
    const hours = c.resolve(ConfigToken).swapOfferHours;
    const offer = await roster.createSwapOffer(
      { shiftId, toUserId: choice.colleague, expiresAt: new Date(Date.now() + hours * 3_600_000).toISOString() },
      bearer,
    );
    return text(`Swap offer ${offer.id} sent; it stays open for ${hours} hours.`);
  };
