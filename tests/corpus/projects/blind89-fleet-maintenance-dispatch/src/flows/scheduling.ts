// Slot-selection round trip for the schedule_maintenance tool.
// @ts-nocheck
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { runPlanJob, enqueueAction } from '../jobs/queues.js';
import { stateCodec } from '../state/codec.js';

const SLOT_CHOICE = 'slot_choice';

const text = (t: string, isError = false) => ({ content: [{ type: 'text', text: t }], ...(isError ? { isError: true } : {}) });

function describeSlot(s) {
  return `${new Date(s.start).toUTCString()} - ${s.garage}, bay ${s.bay}`;
}

export async function startScheduling(args, auth) {
  const plan = await runPlanJob('find-slots', {
    vehicleId: args.vehicleId,
    serviceCode: args.serviceCode,
    earliest: args.earliest ?? new Date().toISOString(),
    garageToken: auth.token,
  });
  if (plan.slots.length === 0) {
    return text(`No ${args.serviceCode} slots at depot ${plan.depotId} in the next 14 days.`);
  }

  const pending = {
    vehicleId: plan.vehicleId,
    serviceCode: plan.serviceCode,
    slotIds: plan.slots.map((s) => s.id),
    garageToken: auth.token, // expect: no-secrets-in-state
  };

  return inputRequired({
    inputRequests: {
      [SLOT_CHOICE]: inputRequired.elicit({
        message: `Pick a ${plan.serviceCode} slot for vehicle ${plan.vehicleId}`,
        requestedSchema: {
          type: 'object',
          properties: {
            slotId: { type: 'string', title: 'Slot', enum: plan.slots.map((s) => s.id), enumNames: plan.slots.map(describeSlot) },
          },
          required: ['slotId'],
        },
      }),
    },
    requestState: await stateCodec.mint(pending),
  });
}

export async function finishScheduling(args, ctx, auth) {
  const pending = await ctx.mcpReq.requestState();
  const choice = acceptedContent(ctx.mcpReq.inputResponses, SLOT_CHOICE);
  if (!pending) return text('The scheduling request expired; run schedule_maintenance again.', true);
  if (!choice) return text('No slot was chosen; nothing was booked.');
  if (pending.vehicleId !== args.vehicleId || pending.serviceCode !== args.serviceCode) {
    return text('The answer does not belong to this vehicle and service.', true);
  }
  if (!pending.slotIds.includes(choice.slotId)) return text('That slot was not offered.', true);

  const jobId = await enqueueAction(
    'book-slot',
    { ...pending, slotId: choice.slotId, requestedBy: auth.extra?.userId },
    `book-${pending.vehicleId}-${choice.slotId}`,
  );
  return text(`Booking queued as job ${jobId}. Use booking_status to follow it.`);
}
