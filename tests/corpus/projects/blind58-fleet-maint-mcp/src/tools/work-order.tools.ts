import { Injectable } from '@nestjs/common';
import { Tool, type Context } from '@rekog/mcp-nest';
import { z } from 'zod';
import type { AuthedRequest } from '../auth/bearer.guard';
import { FleetApi } from '../fleet/fleet-api.service';
import { countToolCall } from '../internal/metrics.controller';
import { PendingApprovals } from '../state/pending-approvals.service';
import { StateVault } from '../state/state-vault.service';

// SDK 1.x types don't know multi round-trip params yet (2026-07-28 revision).
interface RoundParams {
  requestState?: string;
  inputResponses?: Record<string, { action: 'accept' | 'decline' | 'cancel'; content?: Record<string, unknown> }>;
}
const roundOf = (context: Context) => context.mcpRequest.params as RoundParams;

const text = (t: string) => ({ content: [{ type: 'text' as const, text: t }] });
const refuse = (t: string) => {
  countToolCall(true);
  return { isError: true, content: [{ type: 'text' as const, text: t }] };
};

const CLOSE_TOOL = 'close_work_order';
const SCHEDULE_TOOL = 'schedule_service';

const CloseArgs = z.object({
  workOrderId: z.string().regex(/^WO-\d{6}$/),
  odometerKm: z.number().int().nonnegative(),
  releaseToService: z.boolean().default(true),
});

const ScheduleArgs = z.object({
  vehicleId: z.string(),
  serviceType: z.enum(['inspection', 'oil', 'brakes', 'tyres', 'tachograph']),
});

@Injectable()
export class WorkOrderTools {
  constructor(
    private readonly fleet: FleetApi,
    private readonly approvals: PendingApprovals,
    private readonly vault: StateVault,
  ) {}

  @Tool({
    name: CLOSE_TOOL,
    description: 'Close a work order and (by default) release the vehicle back to service. Asks the supervisor to confirm.',
    parameters: CloseArgs,
    annotations: { destructiveHint: true },
  })
  async closeWorkOrder(args: z.infer<typeof CloseArgs>, context: Context, req: AuthedRequest) {
    countToolCall();
    const user = req.user;
    const round = roundOf(context);

    if (!round.requestState) {
      const wo = await this.fleet.workOrder(args.workOrderId);
      if (!user.depots.includes(wo.depotId)) return refuse(`${wo.id} belongs to another depot.`);
      if (wo.status === 'closed') return refuse(`${wo.id} is already closed.`);
      const vehicle = await this.fleet.vehicle(wo.vehicleId);
      if (args.odometerKm < vehicle.odometerKm) {
        return refuse(`Odometer ${args.odometerKm} km is below the last reading (${vehicle.odometerKm} km).`);
      }

      const handle = await this.approvals.park({
        userId: user.id,
        tool: CLOSE_TOOL,
        workOrderId: wo.id,
        vehicleId: vehicle.id,
        odometerKm: args.odometerKm,
        releaseToService: args.releaseToService,
        keyTag: vehicle.keyTag,
      });
      const pending = wo.openTasks.length ? `\nStill open: ${wo.openTasks.join('; ')}` : '';
      return {
        resultType: 'input_required' as const,
        inputRequests: {
          confirm: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Close ${wo.id} "${wo.title}" on ${vehicle.plate} at ${args.odometerKm} km${args.releaseToService ? ' and release it to service' : ''}?${pending}`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Close the work order' } },
                required: ['confirm'],
              },
            },
          },
        },
        requestState: handle,
      };
    }

    const record = await this.approvals.take(round.requestState);
    if (
      !record ||
      record.userId !== user.id ||
      record.tool !== CLOSE_TOOL ||
      record.expiresAt <= Date.now() ||
      record.workOrderId !== args.workOrderId ||
      record.odometerKm !== args.odometerKm ||
      record.releaseToService !== args.releaseToService
    ) {
      return refuse('This confirmation is not valid for this request (expired, already used, or for something else). Ask again.');
    }

    const answer = round.inputResponses?.confirm;
    if (answer?.action !== 'accept' || answer.content?.confirm !== true) return text(`${record.workOrderId} left open.`);

    await this.fleet.closeWorkOrder(record.workOrderId, {
      odometerKm: record.odometerKm,
      releaseToService: record.releaseToService,
      closedBy: user.id,
    });
    return text(
      `${record.workOrderId} closed.${record.releaseToService ? ` Vehicle released; keys on tag ${record.keyTag}.` : ''}`,
    );
  }

  @Tool({
    name: SCHEDULE_TOOL,
    description: 'Find workshop slots for a vehicle and book the one the supervisor picks.',
    parameters: ScheduleArgs,
  })
  async scheduleService(args: z.infer<typeof ScheduleArgs>, context: Context, req: AuthedRequest) {
    countToolCall();
    const user = req.user;
    const round = roundOf(context);
    const binding = { userId: user.id, tool: SCHEDULE_TOOL };

    if (!round.requestState) {
      const vehicle = await this.fleet.vehicle(args.vehicleId);
      if (!user.depots.includes(vehicle.depotId)) return refuse(`${vehicle.plate} belongs to another depot.`);
      const slots = (await this.fleet.shopSlots(vehicle.id, args.serviceType)).slice(0, 8);
      if (slots.length === 0) return text('No workshop slots in the next two weeks.');
      return {
        resultType: 'input_required' as const,
        inputRequests: {
          slot: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Which slot for the ${args.serviceType} on ${vehicle.plate}?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  slotId: {
                    type: 'string',
                    enum: slots.map((s) => s.id),
                    enumNames: slots.map((s) => `${s.shop}, ${new Date(s.startsAt).toLocaleString('en-GB')}`),
                  },
                },
                required: ['slotId'],
              },
            },
          },
        },
        requestState: this.vault.seal(
          { vehicleId: vehicle.id, plate: vehicle.plate, serviceType: args.serviceType, slotIds: slots.map((s) => s.id) },
          binding,
        ),
      };
    }

    const offer = this.vault.open<{ vehicleId: string; plate: string; serviceType: string; slotIds: string[] }>(
      round.requestState,
      binding,
    );
    if (!offer) return refuse('Those slots are no longer on offer. Ask again.');

    const answer = round.inputResponses?.slot;
    const slotId = answer?.action === 'accept' ? String(answer.content?.slotId ?? '') : '';
    if (!offer.slotIds.includes(slotId)) return text('No slot booked.');

    const booking = await this.fleet.bookSlot(slotId, {
      vehicleId: offer.vehicleId,
      serviceType: offer.serviceType,
      bookedBy: user.id,
    });
    return text(`Booked ${offer.serviceType} for ${offer.plate} (booking ${booking.bookingId}).`);
  }
}
