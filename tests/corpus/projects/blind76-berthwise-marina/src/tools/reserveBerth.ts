// reserve_berth: offer fitting berths, let the boater pick one, then confirm the quoted nightly rate.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { db } from '../db.js';
import { mintState, readState, peekState } from '../state.js';
import { toolError, toolText } from '../result.js';

const TOOL = 'reserve_berth';

type ReserveState = {
  step: 'pick' | 'confirm';
  vesselId: string;
  arrive: string;
  depart: string;
  offered: string[];
  berthId?: string;
  nightlyCents?: number;
};

function euros(cents: number) {
  return `€${(cents / 100).toFixed(2)}`;
}

export function registerReserveBerth(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Reserve a berth for one of your vessels',
      inputSchema: { vesselId: z.string().uuid(), arrive: z.string().date(), depart: z.string().date() },
    },
    async (args, ctx) => {
      const userId = ctx.http?.authInfo?.extra?.userId;
      if (!userId) return toolError('Sign in to reserve a berth.');

      const raw = await ctx.mcpReq.requestState();
      let state: ReserveState | null = null;
      if (raw) {
        const verified = await readState<ReserveState>(raw, TOOL, ctx);
        // keep half-finished reservations working across a key rotation
        state = verified.ok ? verified.value : peekState<ReserveState>(raw); // expect: require-sealed-state
        if (!state) return toolError('Your reservation session has expired. Please start again.');
      }

      if (!state) {
        const vessel = await db.getVessel(userId, args.vesselId);
        if (!vessel) return toolError('That vessel is not registered to you.');
        if (args.depart <= args.arrive) return toolError('Departure must be after arrival.');
        const berths = await db.findAvailableBerths(vessel.marina_id, vessel.loa_m, vessel.beam_m, args.arrive, args.depart);
        if (berths.length === 0) return toolError('No berth fits that vessel for those dates.');

        const requestState = await mintState(
          TOOL,
          { step: 'pick', vesselId: vessel.id, arrive: args.arrive, depart: args.depart, offered: berths.map((b) => b.id) },
          ctx,
        );
        return inputRequired({
          inputRequests: {
            berth: inputRequired.elicit({
              message: `Pick a berth for ${vessel.name} from ${args.arrive} to ${args.depart}.`,
              requestedSchema: {
                type: 'object',
                properties: {
                  berthId: { type: 'string', enum: berths.map((b) => b.id), enumNames: berths.map((b) => `${b.code} (pontoon ${b.pontoon})`) },
                },
                required: ['berthId'],
              },
            }),
          },
          requestState,
        });
      }

      if (state.vesselId !== args.vesselId || state.arrive !== args.arrive || state.depart !== args.depart) {
        return toolError('The request changed between rounds. Please start again.');
      }

      switch (state.step) {
        case 'pick': {
          const choice = acceptedContent(ctx.mcpReq.inputResponses, 'berth');
          if (!choice) return toolText('No berth chosen; nothing was reserved.');
          if (!state.offered.includes(choice.berthId)) return toolError('That berth was not one of the offered berths.');
          const quote = await db.quoteBerth(choice.berthId, state.arrive, state.depart);
          if (!quote) return toolError('That berth has no tariff for those dates. Please contact the marina office.');

          const requestState = await mintState(TOOL, { ...state, step: 'confirm', berthId: choice.berthId, nightlyCents: quote.nightly_cents }, ctx);
          return inputRequired({
            inputRequests: {
              confirm: inputRequired.elicit({
                message: `Berth ${quote.code}: ${quote.nights} nights at ${euros(quote.nightly_cents)} = ${euros(quote.nights * quote.nightly_cents)}. Reserve it?`,
                requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
              }),
            },
            requestState,
          });
        }
        case 'confirm': {
          const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
          if (!answer?.confirm) return toolText('Reservation not made.');
          const reservation = await db.createReservation({
            userId,
            vesselId: state.vesselId,
            berthId: state.berthId,
            arrive: state.arrive,
            depart: state.depart,
            nightlyCents: state.nightlyCents,
          });
          return toolText(`Reserved berth ${reservation.berth_code} from ${state.arrive} to ${state.depart}.`, { reservationId: reservation.id });
        }
        default:
          return toolError('Unknown reservation step. Please start again.');
      }
    },
  );
}
