// Tool that offers open workshop slots for a vehicle and books the one the user picks.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { currentUser } from '../auth.js';
import { bookSlot, getVehicle, openSlots } from '../db.js';
import { exchangeForTelematics, pushServiceBooking, readDiagnostics } from '../telematics.js';
import { openState, sealState, StateRejected } from '../state/tokens.js';

const TOOL = 'schedule_service';

const refuse = (text: string) => ({ isError: true, content: [{ type: 'text', text }] });

export function registerScheduleService(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Find a free workshop slot for a vehicle and book it after the user chooses one.',
      inputSchema: z.object({
        vehicleId: z.string(),
        withinDays: z.number().int().min(1).max(30).default(7),
        notes: z.string().max(500).default(''),
      }),
    },
    async (args, ctx) => {
      const user = currentUser(ctx);
      const raw = ctx.mcpReq.requestState();

      if (!raw) {
        const vehicle = await getVehicle(args.vehicleId, user.depotId);
        if (!vehicle) return refuse('No such vehicle in your depot.');
        const upstream = await exchangeForTelematics(user.token);
        const diagnostics = await readDiagnostics(vehicle.id, upstream.access_token);
        const slots = await openSlots(user.depotId, new Date(), args.withinDays);
        if (slots.length === 0) return refuse('No free workshop slots in that window.');

        const requestState = await sealState(
          {
            vehicleId: vehicle.id,
            offeredSlots: slots.map((s) => ({ id: s.id, starts_at: s.starts_at })),
            faultCodes: diagnostics?.activeFaults ?? [],
            upstreamToken: upstream.access_token, // expect: no-secrets-in-state
          },
          { userId: user.userId, tool: TOOL },
        );

        return inputRequired({
          inputRequests: {
            slot: inputRequired.elicit({
              message: `Pick a workshop slot for ${vehicle.plate} (${vehicle.model}).`,
              requestedSchema: {
                type: 'object',
                properties: {
                  slotId: {
                    type: 'string',
                    oneOf: slots.map((s) => ({ const: s.id, title: `${s.starts_at} – bay ${s.bay}` })),
                  },
                },
                required: ['slotId'],
              },
            }),
          },
          requestState,
        });
      }

      let state;
      try {
        state = await openState(raw, { userId: user.userId, tool: TOOL });
      } catch (err) {
        if (err instanceof StateRejected) return refuse(err.message);
        throw err;
      }
      if (state.vehicleId !== args.vehicleId) return refuse('requestState does not match this vehicle.');

      const choice = acceptedContent<{ slotId: string }>(ctx.mcpReq.inputResponses, 'slot');
      if (!choice) return refuse('Booking cancelled.');
      const slot = state.offeredSlots.find((s) => s.id === choice.slotId);
      if (!slot) return refuse('That slot was not offered.');

      const workOrderId = await bookSlot(slot.id, state.vehicleId, user.userId, args.notes);
      await pushServiceBooking(state.vehicleId, slot, state.upstreamToken);
      return {
        content: [{ type: 'text', text: `Booked work order ${workOrderId} for ${slot.starts_at}.` }],
        structuredContent: { workOrderId, slotId: slot.id, faultCodes: state.faultCodes },
      };
    },
  );
}
