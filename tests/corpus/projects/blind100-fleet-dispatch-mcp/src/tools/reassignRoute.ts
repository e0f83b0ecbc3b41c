// reassign_route: moves a planned route to another driver once the dispatcher confirms.
// @ts-nocheck
import { acceptedContent, inputRequired } from "@modelcontextprotocol/server";
import { z } from "zod";
import { principalFrom } from "../auth/principal.js";
import { routes } from "../services/db.js";
import { DispatchState, reassignEnvelope } from "../state/dispatchState.js";
import { StateRejected, type Binding } from "../state/envelope.js";
import { isDriverId, isRouteId } from "../types/brand.js";
import { DispatchTool, ToolName, audited, tool, type ToolSpec } from "./registry.js";

const ReassignArgs = z.object({
  routeId: z.string().describe("Route id, e.g. rt-20481"),
  toDriverId: z.string().describe("Driver who should take the route"),
  note: z.string().max(280).optional(),
});

type ReassignArgs = z.infer<typeof ReassignArgs>;

interface ConfirmAnswer {
  confirm: boolean;
}

@tool
export class ReassignRouteTool extends DispatchTool<typeof ReassignArgs> {
  readonly spec = {
    name: ToolName.ReassignRoute,
    title: "Reassign route",
    description: "Move a planned route to another driver in your depot. Asks the dispatcher to confirm first.",
    inputSchema: ReassignArgs,
    annotations: { destructiveHint: true, idempotentHint: false },
  } satisfies ToolSpec<typeof ReassignArgs>;

  @audited
  async run(args: ReassignArgs, ctx) {
    const who = principalFrom(ctx);
    if (!isRouteId(args.routeId) || !isDriverId(args.toDriverId)) {
      return this.fail("routeId or toDriverId is not a valid id");
    }
    const route = await routes.byId(args.routeId, who.depotId);
    if (!route) {
      return this.fail(`route ${args.routeId} was not found in depot ${who.depotId}`);
    }
    if (route.status !== "planned") {
      return this.fail(`route ${route.label} is already ${route.status}`);
    }

    const binding: Binding = { sub: who.userId, tool: ToolName.ReassignRoute };
    const raw = await ctx.mcpReq.requestState();

    if (raw === undefined) {
      const driver = await routes.driver(args.toDriverId, who.depotId);
      if (!driver) {
        return this.fail(`driver ${args.toDriverId} does not belong to depot ${who.depotId}`);
      }
      const confirmState: DispatchState.ReassignConfirm = {
        phase: DispatchState.Phase.AwaitingConfirmation,
        driverId: driver.id,
        depotId: who.depotId,
      };
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: `Move ${route.label} (starts ${route.plannedStart.toISOString()}) to ${driver.fullName}?`,
            requestedSchema: {
              type: "object",
              properties: { confirm: { type: "boolean", title: "Reassign this route" } },
              required: ["confirm"],
            },
          }),
        },
        requestState: reassignEnvelope.seal(confirmState, binding), // expect: require-state-binding
      });
    }

    let pending: DispatchState.ReassignConfirm;
    try {
      pending = reassignEnvelope.open(raw, binding);
    } catch (err) {
      if (err instanceof StateRejected) {
        return this.fail("This confirmation is no longer valid; please start again.");
      }
      throw err;
    }
    if (pending.depotId !== who.depotId) {
      return this.fail("Depot changed since the confirmation was requested.");
    }

    const answer = acceptedContent<ConfirmAnswer>(ctx.mcpReq.inputResponses, "confirm");
    if (!answer?.confirm) {
      return this.text("Reassignment cancelled; nothing was changed.");
    }

    const changed = await routes.reassign(args.routeId, pending.driverId, who.userId, args.note);
    return changed === 1
      ? this.text(`Route ${route.label} now belongs to driver ${pending.driverId}.`)
      : this.fail(`Route ${route.label} could not be reassigned (it may have been dispatched meanwhile).`);
  }
}
