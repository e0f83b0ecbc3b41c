// book_slot: offers free EHR slots and books the one the user picks; the offer is kept server-side under a random handle.
import { z } from 'zod';
import { bookSlot as bookInEhr, freeSlots } from '../ehr.js';
import { audit, claimDraft, openDraft } from '../intakes.js';
import { argsDigest } from '../binding.js';
import { accepted, askFor, form, prop, stateOf, text, toolError } from '../fp.js';

const TOOL = 'book_slot';

const inputSchema = {
  patientId: z.string().regex(/^[A-Za-z0-9.-]{1,64}$/),
  specialty: z.string().min(2).max(40),
  from: z.string().date(),
};

const label = (slot) => `${new Date(slot.start).toLocaleString('en-GB')} with ${slot.practitioner}`;

const offer = async (args, caller) => {
  const slots = await freeSlots({ clinicId: caller.clinicId, specialty: args.specialty, from: args.from });
  if (slots.length === 0) return text('No free slots in that period.');
  const handle = await openDraft(caller.userId, { tool: TOOL, args: argsDigest(args), slotIds: slots.map(prop('id')) });
  return askFor(
    {
      slot: form('Which slot should I book?', {
        slotId: { type: 'string', enum: slots.map(prop('id')), enumNames: slots.map(label) },
      }),
    },
    handle,
  );
};

const book = async (args, caller, extra) => {
  const draft = await claimDraft(caller.userId, stateOf(extra));
  if (!draft || draft.tool !== TOOL || draft.args !== argsDigest(args)) return toolError('This booking offer has expired; please ask again.');
  const slotId = accepted('slot')(extra)?.slotId;
  if (!slotId) return text('Nothing booked.');
  if (!draft.slotIds.includes(slotId)) return toolError('That slot was not part of the offer.');
  const appointment = await bookInEhr({ slotId, patientId: args.patientId });
  await audit({ actor: caller.userId, action: 'appointment.book', target: appointment.id, detail: { slotId } });
  return text(`Booked appointment ${appointment.id}.`);
};

export const bookSlotTool = {
  name: TOOL,
  config: {
    title: 'Book appointment slot',
    description: 'Find free slots for a specialty at your clinic and book one for a patient.',
    inputSchema,
  },
  run: (args, caller, extra) => (stateOf(extra) ? book(args, caller, extra) : offer(args, caller)),
};
