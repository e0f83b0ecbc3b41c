// schedule_maintenance: offers open workshop slots for a vehicle and books the one the dispatcher picks.
// @ts-nocheck
import { acceptedContent, inputRequired } from "@modelcontextprotocol/server";
import { z } from "zod";
import { principalFrom } from "../auth/principal.js";
import { maintenance } from "../services/db.js";
import { TelematicsError, telematics } from "../services/telematics.js";
import { DispatchState, maintenanceEnvelope } from "../state/dispatchState.js";
import { StateRejected, type Binding } from "../state/envelope.js";
import { asBearer, isVehicleId, type VehicleId } from "../types/brand.js";
import { DispatchTool, ToolName, audited, tool, type ToolSpec } from "./registry.js";

const MaintenanceArgs = z.object({
  vehicleId: z.string().describe("Vehicle id, e.g. veh-TR4471"),
  withinDays: z.number().int().min(1).max(30).default(14),
});

type MaintenanceArgs = z.infer<typeof MaintenanceArgs>;

const SLOT_PICK_TTL_MS = 5 * 60 * 1000;

@tool
export class ScheduleMaintenanceTool extends DispatchTool<typeof MaintenanceArgs> {
  readonly spec = {
    name: ToolName.ScheduleMaintenance,
    title: "Schedule maintenance",
    description: "Find open workshop slots for a vehicle and book one.",
    inputSchema: MaintenanceArgs,
    annotations: { destructiveHint: false, idempotentHint: false },
  } satisfies ToolSpec<typeof MaintenanceArgs>;

  @audited
  async run(args: MaintenanceArgs, ctx) {
    const who = principalFrom(ctx);
    if (!isVehicleId(args.vehicleId)) {
      return this.fail(`${args.vehicleId} is not a vehicle id`);
    }
    const binding: Binding = { sub: who.userId, tool: ToolName.ScheduleMaintenance };
    const raw = await ctx.mcpReq.requestState();

    if (raw === undefined) {
      const slots = await telematics.openWorkshopSlots(args.vehicleId, who.token, args.withinDays);
      if (slots.length === 0) {
        return this.text(`No workshop slots for ${args.vehicleId} in the next ${args.withinDays} days.`);
      }
      const pending: DispatchState.MaintenanceWindow = {
        phase: DispatchState.Phase.AwaitingWindow,
        vehicleId: args.vehicleId,
        openSlots: slots.map((s) => s.id),
        telematicsToken: who.token, // expect: no-secrets-in-state
      };
      return inputRequired({
        inputRequests: {
          slot: inputRequired.elicit({
            message: `Pick a workshop slot for ${args.vehicleId}.`,
            requestedSchema: {
              type: "object",
              properties: {
                slotId: {
                  type: "string",
                  title: "Slot",
                  oneOf: slots.map((s) => ({
                    const: s.id,
                    title: `${s.workshop} - ${s.startsAt} (${s.durationMinutes} min)`,
                  })),
                },
              },
              required: ["slotId"],
            },
          }),
        },
        requestState: maintenanceEnvelope.seal(pending, binding, SLOT_PICK_TTL_MS),
      });
    }

    let pending: DispatchState.MaintenanceWindow;
    try {
      pending = maintenanceEnvelope.open(raw, binding);
    } catch (err) {
      if (err instanceof StateRejected) {
        return this.fail("The slot list has expired; run the tool again for fresh slots.");
      }
      throw err;
    }

    const pick = acceptedContent<{ slotId: string }>(ctx.mcpReq.inputResponses, "slot");
    if (!pick) {
      return this.text("No slot chosen; nothing was booked.");
    }
    if (!pending.openSlots.includes(pick.slotId)) {
      return this.fail("That slot was not among the ones offered.");
    }

    const vehicleId = pending.vehicleId as VehicleId;
    try {
      const booking = await telematics.bookWorkshopSlot(vehicleId, pick.slotId, asBearer(pending.telematicsToken));
      await maintenance.record(vehicleId, booking.slotId, booking.reference, who.userId);
      return this.text(`Booked ${vehicleId} into slot ${booking.slotId} (ref ${booking.reference}).`);
    } catch (err) {
      if (err instanceof TelematicsError && err.status === 409) {
        return this.fail("Someone else took that slot a moment ago; please pick another.");
      }
      throw err;
    }
  }
}
