// schedule_service tool: offers open workshop slots for a vehicle and books the one the user picks.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { text, fail, json } from '../fp.js';
import { userOf, depotOf } from '../state.js';

const TOOL = 'schedule_service';
const label = ({ startsAt, bay }) => `${new Date(startsAt).toISOString().slice(0, 16).replace('T', ' ')} (bay ${bay})`;
const slotSchema = (slots) => ({
  type: 'object',
  properties: { slotId: { type: 'string', title: 'Slot', enum: slots.map(({ id }) => String(id)), enumNames: slots.map(label) } },
  required: ['slotId'],
});

export const scheduleServiceTool = ({ db, state: { mint, open } }) => {
  const [seal, unseal] = [mint(TOOL), open(TOOL)];

  const offer = async ({ vehicleId, earliest }, ctx) => {
    const vehicle = await db.vehicleById(vehicleId, depotOf(ctx));
    if (!vehicle) return fail(`No vehicle ${vehicleId} in your depot.`);
    const slots = await db.openSlots({ depot: vehicle.depot, from: earliest ?? new Date().toISOString() });
    if (!slots.length) return text('No open workshop slots right now.');
    return inputRequired({
      inputRequests: { slot: inputRequired.elicit({ message: `Pick a service slot for ${vehicle.plate}`, requestedSchema: slotSchema(slots) }) },
      requestState: await seal({ vehicleId, offered: slots.map(({ id }) => String(id)) }, ctx),
    });
  };

  const book = async ({ vehicleId }, { vehicleId: offeredFor, offered = [] }, ctx) => {
    const { slotId } = acceptedContent(ctx.mcpReq.inputResponses, 'slot') ?? {};
    if (!slotId) return text('No slot chosen; nothing booked.');
    if (offeredFor !== vehicleId || !offered.includes(slotId)) return fail('That slot was not offered for this vehicle.');
    const booked = await db.bookSlot({ slotId, vehicleId, userId: userOf(ctx) });
    return booked ? json({ booked: { ...booked, vehicleId } }) : fail('The slot was taken in the meantime; try again.');
  };

  return [TOOL, {
    description: 'Book a workshop service slot for a vehicle in your depot.',
    inputSchema: { vehicleId: z.string().min(1), earliest: z.string().datetime().optional() },
  }, async (args, ctx) => {
    const prior = await unseal(ctx);
    return prior === null ? fail('Invalid or expired requestState') : prior ? book(args, prior, ctx) : offer(args, ctx);
  }];
};
