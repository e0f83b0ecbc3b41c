// Tool: takes a vehicle off the road for a depot maintenance window after confirmation.
// @ts-nocheck
import { inject, injectable } from 'inversify';
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { TYPES } from '../ioc/types.js';
import { ok, toolError, type Invocation } from '../interceptors/index.js';
import type { MaintenanceSealer } from '../state/MaintenanceSealer.js';
import type { FleetRepository } from '../services/FleetRepository.js';
import type { TelematicsClient } from '../services/TelematicsClient.js';

const TOOL = 'schedule_maintenance';

@injectable()
export class ScheduleMaintenanceTool {
  readonly name = TOOL;
  readonly config = {
    title: 'Schedule maintenance',
    description: 'Book a depot maintenance window. The van is marked off-road and overlapping jobs are unassigned.',
    inputSchema: {
      vehicleId: z.string().uuid(),
      windowStart: z.string().datetime(),
      windowEnd: z.string().datetime(),
      kind: z.enum(['service', 'tyres', 'mot', 'repair']),
    },
    annotations: { destructiveHint: true },
  };

  constructor(
    @inject(TYPES.MaintenanceSealer) private readonly sealer: MaintenanceSealer,
    @inject(TYPES.FleetRepository) private readonly repo: FleetRepository,
    @inject(TYPES.Telematics) private readonly telematics: TelematicsClient,
  ) {}

  async handle({ args, ctx, principal }: Invocation) {
    const raw = ctx.mcpReq.requestState();

    if (!raw) {
      const vehicle = await this.repo.vehicle(principal.tenantId, args.vehicleId);
      if (!vehicle) return toolError('Unknown vehicle.');
      if (new Date(args.windowEnd) <= new Date(args.windowStart)) return toolError('The window must end after it starts.');
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: `Take ${vehicle.registration} off the road for ${args.kind} from ${args.windowStart} to ${args.windowEnd}? Overlapping jobs will be unassigned.`,
            requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
          }),
        },
        requestState: this.sealer.seal({
          sub: principal.userId,
          tool: TOOL,
          vehicleId: args.vehicleId,
          windowStart: args.windowStart,
          windowEnd: args.windowEnd,
          kind: args.kind,
        }),
      });
    }

    const claims = this.sealer.open(raw);
    if (
      !claims ||
      claims.sub !== principal.userId ||
      claims.tool !== TOOL ||
      claims.vehicleId !== args.vehicleId ||
      claims.windowStart !== args.windowStart ||
      claims.windowEnd !== args.windowEnd ||
      claims.kind !== args.kind
    ) {
      return toolError('This maintenance booking is no longer valid. Start again.');
    }
    const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
    if (!answer?.confirm) return ok('Nothing booked.');

    const booking = await this.repo.bookMaintenance(
      principal.tenantId,
      claims.vehicleId,
      claims.windowStart,
      claims.windowEnd,
      claims.kind,
      principal.userId,
    );
    await this.telematics.notifyDepot(raw);
    return ok(`Maintenance window ${booking.id} booked.`);
  }
}
