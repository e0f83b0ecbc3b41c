// vehicle_status: read-only summary of a vehicle's health, position and last service date.
// @ts-nocheck
import { z } from "zod";
import { principalFrom } from "../auth/principal.js";
import { maintenance } from "../services/db.js";
import { telematics } from "../services/telematics.js";
import { isVehicleId } from "../types/brand.js";
import { DispatchTool, ToolName, audited, tool, type ToolSpec } from "./registry.js";

const StatusArgs = z.object({
  vehicleId: z.string(),
});

type StatusArgs = z.infer<typeof StatusArgs>;

function describeFaults(codes: readonly string[]): string {
  if (codes.length === 0) return "no active fault codes";
  return `${codes.length} fault code(s): ${codes.slice(0, 6).join(", ")}${codes.length > 6 ? ", ..." : ""}`;
}

@tool
export class VehicleStatusTool extends DispatchTool<typeof StatusArgs> {
  readonly spec = {
    name: ToolName.VehicleStatus,
    title: "Vehicle status",
    description: "Health, last known position and last service date for one vehicle.",
    inputSchema: StatusArgs,
    annotations: { readOnlyHint: true },
  } satisfies ToolSpec<typeof StatusArgs>;

  @audited
  async run(args: StatusArgs, ctx) {
    const who = principalFrom(ctx);
    if (!isVehicleId(args.vehicleId)) {
      return this.fail(`${args.vehicleId} is not a vehicle id`);
    }
    const [health, serviced] = await Promise.all([
      telematics.health(args.vehicleId, who.token),
      maintenance.lastService(args.vehicleId),
    ]);
    const where = health.lastPosition
      ? `${health.lastPosition.lat.toFixed(4)}, ${health.lastPosition.lon.toFixed(4)} at ${health.lastPosition.at}`
      : "unknown";
    return this.text(
      [
        `Vehicle ${args.vehicleId}`,
        `Odometer: ${health.odometerKm.toLocaleString("en-GB")} km`,
        `Faults: ${describeFaults(health.faultCodes)}`,
        `Position: ${where}`,
        `Last service: ${serviced ? serviced.toISOString().slice(0, 10) : "never recorded"}`,
      ].join("\n"),
    );
  }
}
