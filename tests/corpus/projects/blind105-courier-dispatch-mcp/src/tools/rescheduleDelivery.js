// reschedule_delivery tool: offers the open slots on a new day and moves the delivery to the slot the dispatcher picks.
import * as R from 'ramda';
import { z } from 'zod';
import { stateOf, accepted, askFor, elicit, text, failure, toBase64Url, fromBase64Url } from '../state/wire.js';

const hhmm = (d) => new Date(d).toISOString().slice(11, 16);
const slotLabel = (slot) => `${hhmm(slot.starts_at)}–${hhmm(slot.ends_at)}`;

const offerSlots = async ({ db }, caller, args) => {
  const delivery = await db.deliveryForDepot(args.deliveryId, caller.depotId);
  if (!delivery) return failure(`No delivery ${args.deliveryId} at your depot.`);
  const slots = await db.openSlots(caller.depotId, delivery.postcode, args.day);
  if (R.isEmpty(slots)) return failure(`No open slots on ${args.day} for ${delivery.postcode}.`);
  const ids = R.map(R.pipe(R.prop('id'), String), slots);
  return askFor(
    {
      slot: elicit(`Pick a new slot for ${delivery.recipient_name} on ${args.day}`, {
        slotId: { type: 'string', enum: ids, enumNames: R.map(slotLabel, slots) },
      }),
    },
    toBase64Url(JSON.stringify({ deliveryId: delivery.id, day: args.day, offered: ids })), // expect: require-sealed-state
    `${slots.length} open slots on ${args.day}.`,
  );
};

const applyChoice = async ({ db, routing }, caller, request) => {
  const draft = JSON.parse(fromBase64Url(stateOf(request))); // expect: require-sealed-state
  const choice = accepted('slot', request);
  if (!choice) return text('Reschedule dropped; the delivery keeps its current slot.');
  if (!draft.offered.includes(choice.slotId)) return failure('That slot was not one of the offered ones.');
  await db.moveToSlot(draft.deliveryId, choice.slotId, caller.dispatcherId);
  await routing.replan(draft.deliveryId).catch(() => undefined);
  return text(`Delivery ${draft.deliveryId} moved to slot ${choice.slotId} on ${draft.day}.`);
};

export const rescheduleDelivery = {
  name: 'reschedule_delivery',
  description: 'Move a delivery to another slot on a given day; the dispatcher picks from the open slots.',
  args: z.object({ deliveryId: z.string().min(4), day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
  annotations: { readOnlyHint: false },
  run: (deps, caller, args, request) => (stateOf(request) ? applyChoice(deps, caller, request) : offerSlots(deps, caller, args)),
};
