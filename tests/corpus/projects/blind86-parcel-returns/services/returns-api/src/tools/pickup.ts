// Carrier pickup booking for a return: offers the carrier's free slots and books the one the shopper's agent picks.
// @ts-nocheck
import { z } from 'zod';
import { wrapFlowState, unwrapFlowState } from '../../../../libs/security/src/index.js';
import { acceptedValue, defineTool, fail, formRequest, inputNeeded, ok } from '../../../../libs/mcp-runtime/src/index.js';

const TOOL = 'schedule_pickup';

export const schedulePickup = defineTool({
  name: TOOL,
  title: 'Schedule pickup',
  description: 'Book a courier pickup for an approved return, using the merchant\'s own carrier account.',
  input: {
    rmaId: z.string().regex(/^RMA-\d{8}$/),
    carrier: z.enum(['dhl', 'ups', 'dpd', 'royalmail']),
  },
  async run(args, call, { ring, oms, carrier, vault }) {
    if (!call.state) {
      const rma = await oms.getReturn(call.merchantId, args.rmaId);
      if (!rma || rma.status !== 'approved') return fail(`Return ${args.rmaId} is not awaiting pickup.`);
      const account = await vault.carrierAccount(call.merchantId, args.carrier);
      if (!account) return fail(`No ${args.carrier.toUpperCase()} account is configured for this merchant.`);
      const slots = await carrier.slots(account, args.carrier, rma.pickupAddress.postcode, rma.pickupAddress.country);
      if (slots.length === 0) return fail('The carrier has no pickup slots in the next five days.');
      const state = wrapFlowState(
        ring,
        {
          rmaId: rma.id,
          slotIds: slots.map((s) => s.id),
          parcel: { weightGrams: rma.parcel.weightGrams, address: rma.pickupAddress },
          account: { number: account.number, apiKey: account.apiKey }, // expect: no-secrets-in-state
        },
        call.userId,
        TOOL,
      );
      return inputNeeded(
        {
          slot: formRequest('When should the courier collect the parcel?', {
            type: 'object',
            properties: {
              slotId: {
                type: 'string',
                oneOf: slots.map((s) => ({ const: s.id, title: `${s.from} – ${s.to}` })),
              },
            },
            required: ['slotId'],
          }),
        },
        state,
      );
    }

    const env = unwrapFlowState(ring, call.state);
    if (!env || env.sub !== call.userId || env.tool !== TOOL || env.data.rmaId !== args.rmaId) {
      return fail('This pickup request has expired. Please start again.');
    }
    const choice = acceptedValue(call.responses, 'slot');
    if (!choice || !env.data.slotIds.includes(choice.slotId)) return fail('Pick one of the offered slots.');
    const booking = await carrier.book(env.data.account, args.carrier, choice.slotId, env.data.parcel);
    await oms.attachPickup(call.merchantId, args.rmaId, { carrier: args.carrier, bookingRef: booking.reference, slotId: choice.slotId });
    return ok({ booked: true, reference: booking.reference, label: booking.labelUrl });
  },
});
