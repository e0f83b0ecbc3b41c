import { Injectable } from '@nestjs/common';
import { Tool, type Context } from '@rekog/mcp-nest';
import { z } from 'zod';
import type { AuthedRequest } from '../auth/bearer.guard';
import { FleetApi } from '../fleet/fleet-api.service';
import { countToolCall } from '../internal/metrics.controller';
import { StateVault } from '../state/state-vault.service';

const RETIRE_TOOL = 'retire_vehicle';

const RetireArgs = z.object({
  vehicleId: z.string(),
  reason: z.string().min(5).max(300),
  disposal: z.enum(['auction', 'scrap']),
});
type RetireArgs = z.infer<typeof RetireArgs>;

interface RetireRound {
  plate: string;
  keyTag: string;
}

@Injectable()
export class VehicleTools {
  constructor(
    private readonly fleet: FleetApi,
    private readonly vault: StateVault,
  ) {}

  @Tool({
    name: RETIRE_TOOL,
    description: 'Retire a vehicle from the fleet (auction or scrap). Irreversible; asks the supervisor to confirm.',
    parameters: RetireArgs,
    annotations: { destructiveHint: true },
  })
  async retireVehicle(args: RetireArgs, context: Context, req: AuthedRequest) {
    countToolCall();
    const user = req.user;
    const params = context.mcpRequest.params as {
      requestState?: string;
      inputResponses?: Record<string, { action: string; content?: { confirm?: boolean } }>;
    };
    // Sealed for this supervisor, this tool and exactly these arguments: a "yes" for one
    // vehicle cannot be replayed to retire another.
    const binding = { userId: user.id, tool: RETIRE_TOOL, args };

    if (!params.requestState) {
      const vehicle = await this.fleet.vehicle(args.vehicleId);
      if (!user.depots.includes(vehicle.depotId)) {
        return { isError: true, content: [{ type: 'text' as const, text: `${vehicle.plate} belongs to another depot.` }] };
      }
      const open = await this.fleet.openWorkOrders(vehicle.id);
      if (open.length > 0) {
        return {
          isError: true,
          content: [{ type: 'text' as const, text: `Close ${open.map((w) => w.id).join(', ')} before retiring ${vehicle.plate}.` }],
        };
      }
      const round: RetireRound = { plate: vehicle.plate, keyTag: vehicle.keyTag };
      return {
        resultType: 'input_required' as const,
        inputRequests: {
          confirm: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Retire ${vehicle.plate} (${vehicle.model}, ${vehicle.odometerKm} km) for ${args.disposal}? This cannot be undone.`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: `Retire ${vehicle.plate}` } },
                required: ['confirm'],
              },
            },
          },
        },
        requestState: this.vault.seal(round, binding),
      };
    }

    const round = this.vault.open<RetireRound>(params.requestState, binding);
    if (!round) {
      countToolCall(true);
      return { isError: true, content: [{ type: 'text' as const, text: 'This confirmation is not valid for this request. Ask again.' }] };
    }
    const answer = params.inputResponses?.confirm;
    if (answer?.action !== 'accept' || answer.content?.confirm !== true) {
      return { content: [{ type: 'text' as const, text: `${round.plate} stays in the fleet.` }] };
    }

    await this.fleet.retireVehicle(args.vehicleId, { reason: args.reason, disposal: args.disposal, retiredBy: user.id });
    return {
      content: [{ type: 'text' as const, text: `${round.plate} retired (${args.disposal}). Return key tag ${round.keyTag} to the depot office.` }],
    };
  }
}
