// schedule_retest tool: offers free instrument slots for a sample retest and books the one picked.
// @ts-nocheck
import { z } from 'zod';
import { lims } from '../lims/client.js';
import { sealState } from '../state/jwtState.js';
import { pendingRetest } from '../state/pending.js';
import { roundOf, needInput, form, accepted, userOf, toolError } from '../rounds.js';

const TOOL = 'schedule_retest';
const MAX_OFFERS = 8;

export function registerScheduleRetest(server) {
  server.registerTool(
    TOOL,
    {
      title: 'Schedule retest',
      description: 'Find instrument time for retesting a sample with a given method and book it.',
      inputSchema: {
        sampleId: z.string().regex(/^S-\d{4}-\d{6}$/),
        method: z.string().min(2),
      },
    },
    async ({ sampleId, method }, extra) => {
      const userId = userOf(extra);
      if (!userId) return toolError('Not signed in.');
      const site = extra.authInfo?.extra?.site ?? 'main';
      const { requestState, inputResponses } = roundOf(extra);

      const pending = pendingRetest(requestState); // expect: require-sealed-state
      if (pending) {
        if (pending.sub !== userId) return toolError('This scheduling request belongs to someone else.');
        const pick = accepted(inputResponses, 'slot');
        if (!pick?.slot || !pending.offered.includes(pick.slot)) return toolError('Pick one of the offered slots.');
        const [instrumentId, start] = pick.slot.split('|');
        const booking = await lims.bookRetest(pending.sampleId, instrumentId, start, userId, pending.method);
        return { content: [{ type: 'text', text: `Retest ${booking.id} booked on ${instrumentId} at ${start}.` }] };
      }

      const sample = await lims.getSample(sampleId);
      if (sample.site !== site) return toolError(`Sample ${sampleId} belongs to site ${sample.site}.`);
      const availability = await lims.instrumentSlots(method, site, 5);
      const offered = availability.slots.slice(0, MAX_OFFERS).map((s) => `${s.instrumentId}|${s.start}`);
      if (offered.length === 0) return toolError(`No ${method} instrument time in the next 5 days.`);

      const state = await sealState({ stage: 'pick_slot', sampleId, method, offered }, userId, TOOL); // expect: require-state-binding
      return needInput(
        {
          slot: form(`Pick a ${method} slot for ${sampleId}:`, {
            slot: {
              type: 'string',
              enum: offered,
              enumNames: availability.slots.slice(0, MAX_OFFERS).map((s) => `${s.instrumentName} — ${s.start}`),
            },
          }),
        },
        state,
      );
    },
  );
}
