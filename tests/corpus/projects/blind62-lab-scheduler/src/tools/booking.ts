import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { LabApi, Slot } from '../lab.js';
import { acceptedForm, formRequest, modelRequest, roots, type Handler, type InputRequest } from '../mcp/rounds.js';

// ---- book_instrument ---------------------------------------------------------

export const BOOK_INSTRUMENT = 'book_instrument';
export const bookShape = { instrumentId: z.string().describe('Instrument id, e.g. "confocal-2"') };
export type BookArgs = { instrumentId: string };

const SAMPLE_TYPES = ['cells-live', 'cells-fixed', 'tissue', 'non-biological'] as const;

interface BookCarry {
  stage: 'sample' | 'estimate' | 'slot';
  sampleType?: (typeof SAMPLE_TYPES)[number];
  hazardous?: boolean;
  protocolTitle?: string;
  minutes?: number;
  offered?: Slot[];
  /** Facility API paging cursor for "show later slots". */
  nextPageToken?: string;
  /** Budget for the estimate round, shown back to the user. */
  maxTokens?: number;
}

const ESTIMATE_SYSTEM =
  'You estimate how long a lab protocol keeps a shared instrument busy. ' +
  'Answer with a single integer number of minutes, nothing else.';

async function findProtocol(rootList: Array<{ uri: string }>): Promise<{ title: string; text: string } | undefined> {
  for (const root of rootList) {
    if (!root.uri.startsWith('file:')) continue;
    const text = await readFile(join(fileURLToPath(root.uri), 'PROTOCOL.md'), 'utf8').catch(() => undefined);
    if (text) return { title: /^#\s+(.+)$/m.exec(text)?.[1] ?? 'Untitled protocol', text: text.slice(0, 12_000) };
  }
  return undefined;
}

function slotQuestion(instrumentId: string, minutes: number, slots: Slot[], more: boolean): InputRequest {
  const ids = slots.map((s) => s.id);
  const names = slots.map((s) => s.label);
  if (more) {
    ids.push('__more');
    names.push('Show later slots…');
  }
  return formRequest(
    `${instrumentId}: free slots of at least ${minutes} minutes`,
    { slot: { type: 'string', title: 'Slot', enum: ids, enumNames: names } },
    ['slot'],
  );
}

export function bookInstrument(lab: LabApi): Handler<BookArgs, BookCarry> {
  return async ({ instrumentId }, r) => {
    // Round 1: the workspace (for PROTOCOL.md) and what is being imaged.
    if (!r.saved) {
      return r.ask(
        {
          workspace: roots(),
          sample: formRequest(
            `Booking ${instrumentId}. What are you bringing?`,
            {
              sampleType: { type: 'string', title: 'Sample type', enum: [...SAMPLE_TYPES] },
              hazardous: { type: 'boolean', title: 'BSL-2 or chemical hazard', default: false },
            },
            ['sampleType'],
          ),
        },
        { stage: 'sample' },
      );
    }

    // Round 2: ask the client's model how long the protocol needs the instrument.
    if (r.saved.stage === 'sample') {
      const sample = acceptedForm<{ sampleType: BookCarry['sampleType']; hazardous?: boolean }>(r.answers.sample);
      if (!sample) return { content: [{ type: 'text', text: 'Booking cancelled.' }] };
      const rootList = (r.answers.workspace as { roots?: Array<{ uri: string }> } | undefined)?.roots ?? [];
      const protocol = await findProtocol(rootList);
      if (!protocol) {
        return { isError: true, content: [{ type: 'text', text: 'No PROTOCOL.md in your workspace roots; add one and try again.' }] };
      }
      const maxTokens = 16;
      return r.ask(
        { estimate: modelRequest(ESTIMATE_SYSTEM, `Instrument: ${instrumentId}\nSample: ${sample.sampleType}\n\n${protocol.text}`, maxTokens) },
        { stage: 'estimate', sampleType: sample.sampleType, hazardous: Boolean(sample.hazardous), protocolTitle: protocol.title, maxTokens },
      );
    }

    // Round 3: offer slots that fit the estimate (with a margin).
    if (r.saved.stage === 'estimate') {
      const said = (r.answers.estimate as { content?: { text?: string } } | undefined)?.content?.text ?? '';
      const estimate = Number.parseInt(said.replace(/[^0-9]/g, ''), 10);
      const minutes = Math.min(480, Math.max(30, Math.ceil((Number.isFinite(estimate) ? estimate : 60) * 1.2)));
      const page = await lab.freeSlots(instrumentId, minutes);
      if (page.slots.length === 0) return { content: [{ type: 'text', text: `${instrumentId} has no free ${minutes}-minute slot this week.` }] };
      return r.ask(
        { slot: slotQuestion(instrumentId, minutes, page.slots, Boolean(page.nextPageToken)) },
        { ...r.saved, stage: 'slot', minutes, offered: page.slots, nextPageToken: page.nextPageToken },
      );
    }

    // Round 4+: either page on, or book.
    const pick = acceptedForm<{ slot: string }>(r.answers.slot);
    if (!pick) return { content: [{ type: 'text', text: 'Booking cancelled.' }] };
    const minutes = r.saved.minutes ?? 60;

    if (pick.slot === '__more' && r.saved.nextPageToken) {
      const page = await lab.freeSlots(instrumentId, minutes, r.saved.nextPageToken);
      return r.ask(
        { slot: slotQuestion(instrumentId, minutes, page.slots, Boolean(page.nextPageToken)) },
        { ...r.saved, offered: page.slots, nextPageToken: page.nextPageToken },
      );
    }

    const slot = r.saved.offered?.find((s) => s.id === pick.slot);
    if (!slot) return { isError: true, content: [{ type: 'text', text: 'That slot was not offered; start again.' }] };

    await r.progress(1, 3, `Reserving ${slot.label}`);
    const booking = await lab.book(r.sub, instrumentId, slot.id, r.saved.hazardous ?? false);
    if (booking.hazardous) {
      await r.progress(2, 3, 'Asking the safety officer to review');
      await lab.notifySafetyOfficer(booking.id);
    }
    await r.progress(3, 3, 'Booked');
    return {
      content: [{ type: 'text', text: `Booked ${instrumentId} ${slot.label} for "${r.saved.protocolTitle}" (booking ${booking.id}).` }],
      structuredContent: { bookingId: booking.id, slot },
    };
  };
}

// ---- cancel_booking ------------------------------------------------------------

export const CANCEL_BOOKING = 'cancel_booking';
export const cancelShape = {
  bookingId: z.string(),
  reason: z.string().max(200).default('No longer needed'),
};
export type CancelArgs = { bookingId: string; reason: string };

interface CancelCarry {
  bookingId: string;
  instrumentId: string;
  slot: Slot;
}

export function cancelBooking(lab: LabApi): Handler<CancelArgs, CancelCarry> {
  return async ({ bookingId, reason }, r) => {
    if (!r.saved) {
      const booking = await lab.booking(bookingId);
      if (booking.owner !== r.sub) return { isError: true, content: [{ type: 'text', text: 'You can only cancel your own bookings.' }] };
      return r.ask(
        {
          confirm: formRequest(`Cancel ${booking.instrumentId} on ${booking.slot.label}? The waitlist will be offered the slot.`, {
            confirm: { type: 'boolean', title: 'Cancel booking', default: false },
          }),
        },
        { bookingId: booking.id, instrumentId: booking.instrumentId, slot: booking.slot },
      );
    }

    if (!acceptedForm<{ confirm: boolean }>(r.answers.confirm)?.confirm) {
      return { content: [{ type: 'text', text: 'Booking kept.' }] };
    }

    // The state is sealed with this call's argument digest, so it is the same
    // booking; act on the sealed copy anyway.
    const { bookingId: confirmedId, instrumentId, slot } = r.saved;
    await r.progress(1, 2, 'Cancelling');
    await lab.cancel(confirmedId, reason);
    await r.progress(2, 2, 'Offering the slot to the waitlist');
    const { notified } = await lab.notifyWaitlist(instrumentId, slot);
    return { content: [{ type: 'text', text: `Cancelled ${confirmedId}; ${notified} people on the waitlist were told.` }] };
  };
}
