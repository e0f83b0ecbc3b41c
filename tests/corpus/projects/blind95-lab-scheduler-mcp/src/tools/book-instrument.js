// Tool book_instrument: reserves instrument time through a reducer-driven conversation over several rounds.
import { inputRequired } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { API_VERSION } from '../config.js';
import { userIdOf } from '../state.js';
import { PHASES, actionFrom, bookingReducer, questionFor } from '../booking-machine.js';

const TOOL = 'book_instrument';

const failure = (text) => ({ isError: true, content: [{ type: 'text', text }] });
const reply = (text) => ({ content: [{ type: 'text', text }] });

export function registerBookInstrument(server, { codecs, drafts, db, notify }) {
  const codec = codecs.forTool(TOOL);

  server.registerTool(
    TOOL,
    {
      description: 'Book time on a shared lab instrument (confocal microscopes, flow cytometers, mass spectrometers).',
      inputSchema: {
        instrumentId: z.string().min(1),
        date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      },
    },
    async (args, ctx) => {
      const userId = userIdOf(ctx);

      let pointer;
      try {
        pointer = await codec.open(ctx);
      } catch {
        return failure('This booking conversation expired or was altered. Please start again.');
      }
      if (pointer && pointer.apiVersion !== API_VERSION) {
        return failure('The scheduler was upgraded during your booking. Please start again.');
      }

      const instrument = await db.getInstrument(args.instrumentId);
      if (!instrument) return failure(`Unknown instrument ${args.instrumentId}.`);
      if (instrument.status !== 'available') return failure(`${instrument.name} is currently ${instrument.status}.`);

      let handle = pointer?.draftHandle ?? null;
      let draft = handle ? await drafts.load(handle, userId) : null;
      if (handle && !draft) return failure('Your booking draft has expired. Please start again.');

      if (!draft) {
        const trained = await db.hasTraining(userId, instrument.id);
        draft = {
          phase: PHASES.CHOOSE_SLOT,
          instrumentId: instrument.id,
          date: args.date,
          needsTraining: instrument.requiresTraining && !trained,
        };
        handle = await drafts.create(userId, draft);
      }
      if (draft.instrumentId !== args.instrumentId || draft.date !== args.date) {
        return failure('The instrument or date changed mid-booking. Please start again.');
      }

      const slots = draft.phase === PHASES.CHOOSE_SLOT ? await db.freeSlots(instrument.id, args.date) : [];
      const action = actionFrom(draft, ctx.mcpReq.inputResponses, { slots });
      if (action) draft = bookingReducer(draft, action);

      switch (draft.phase) {
        case PHASES.BOOKED: {
          const booking = await db.createBooking({
            userId,
            instrumentId: draft.instrumentId,
            slotId: draft.slotId,
            certificateId: draft.certificateId,
          });
          await drafts.discard(handle);
          await notify.bookingConfirmed(userId, booking, instrument);
          return reply(`Booked ${instrument.name} on ${draft.date} (booking ${booking.id}).`);
        }
        case PHASES.ABANDONED:
          await drafts.discard(handle);
          return reply(`No booking made: ${draft.reason}.`);
        default: {
          await drafts.save(handle, userId, draft);
          const freshSlots = draft.phase === PHASES.CHOOSE_SLOT ? slots : [];
          if (draft.phase === PHASES.CHOOSE_SLOT && freshSlots.length === 0) {
            await drafts.discard(handle);
            return reply(`${instrument.name} has no free slots on ${args.date}.`);
          }
          const question = questionFor(draft, { instrument, slots: freshSlots });
          const requestState = await codec.mint({ draftHandle: handle, apiVersion: API_VERSION }, ctx);
          return inputRequired({ inputRequests: { [question.key]: question.request }, requestState });
        }
      }
    },
  );
}
