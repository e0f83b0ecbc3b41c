// Tool: ranks available vans by distance to a job's pickup and dispatches the one the dispatcher picks.
// @ts-nocheck
import { inject, injectable } from 'inversify';
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { TYPES } from '../ioc/types.js';
import { ok, toolError, type Invocation } from '../interceptors/index.js';
import type { StateService } from '../state/StateService.js';
import type { FleetRepository } from '../services/FleetRepository.js';
import type { TelematicsClient } from '../services/TelematicsClient.js';

const TOOL = 'dispatch_vehicle';

interface Candidate {
  vehicleId: string;
  unitId: string;
  registration: string;
  km: number;
}

interface DispatchState {
  jobId: string;
  accountId: string;
  vendorApiKey: string;
  candidates: Candidate[];
}

function distanceKm(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const rad = Math.PI / 180;
  const dLat = (bLat - aLat) * rad;
  const dLng = (bLng - aLng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

@injectable()
export class DispatchVehicleTool {
  readonly name = TOOL;
  readonly config = {
    title: 'Dispatch vehicle',
    description: 'Find the closest available vans for an open job and send the chosen one.',
    inputSchema: {
      jobId: z.string().uuid(),
      maxCandidates: z.number().int().min(1).max(5).default(3),
    },
  };

  constructor(
    @inject(TYPES.StateService) private readonly state: StateService,
    @inject(TYPES.FleetRepository) private readonly repo: FleetRepository,
    @inject(TYPES.Telematics) private readonly telematics: TelematicsClient,
  ) {}

  async handle({ args, ctx, principal }: Invocation) {
    const { tenantId, userId } = principal;

    if (!ctx.mcpReq.requestState()) {
      const job = await this.repo.job(tenantId, args.jobId);
      if (!job || job.status !== 'open') return toolError(`Job ${args.jobId} is not open.`);
      const creds = await this.repo.telematicsCredentials(tenantId);
      if (!creds) return toolError('Telematics is not configured for this fleet.');
      const vehicles = await this.repo.availableVehicles(tenantId);
      if (vehicles.length === 0) return toolError('No vans are available right now.');

      const positions = await this.telematics.positions(creds.accountId, creds.apiKey, vehicles.map((v) => v.telematics_unit_id));
      const byUnit = new Map(positions.map((p) => [p.unitId, p]));
      const candidates: Candidate[] = vehicles
        .filter((v) => byUnit.has(v.telematics_unit_id))
        .map((v) => {
          const p = byUnit.get(v.telematics_unit_id);
          return {
            vehicleId: v.id,
            unitId: v.telematics_unit_id,
            registration: v.registration,
            km: Math.round(distanceKm(job.pickup_lat, job.pickup_lng, p.lat, p.lng) * 10) / 10,
          };
        })
        .sort((a, b) => a.km - b.km)
        .slice(0, args.maxCandidates ?? 3);

      const pending: DispatchState = {
        jobId: job.id,
        accountId: creds.accountId,
        vendorApiKey: creds.apiKey, // expect: no-secrets-in-state
        candidates,
      };
      return inputRequired({
        inputRequests: {
          vehicle: inputRequired.elicit({
            message: `Send which van to job ${job.customer_ref}?`,
            requestedSchema: {
              type: 'object',
              properties: {
                vehicleId: {
                  type: 'string',
                  oneOf: candidates.map((c) => ({ const: c.vehicleId, title: `${c.registration} (${c.km} km)` })),
                },
              },
              required: ['vehicleId'],
            },
          }),
        },
        requestState: await this.state.mint(pending, ctx),
      });
    }

    const pending = await this.state.open<DispatchState>(ctx);
    if (!pending) return toolError('This dispatch offer expired. Ask again for fresh positions.');
    if (pending.jobId !== args.jobId) return toolError('This dispatch offer was for a different job.');
    const answer = acceptedContent<{ vehicleId: string }>(ctx.mcpReq.inputResponses, 'vehicle');
    if (!answer) return ok('Dispatch cancelled; the job stays open.');
    const chosen = pending.candidates.find((c) => c.vehicleId === answer.vehicleId);
    if (!chosen) return toolError('That van was not one of the offered candidates.');

    const assigned = await this.repo.assign(tenantId, pending.jobId, chosen.vehicleId, userId);
    if (!assigned) return toolError('The job was assigned by someone else in the meantime.');
    const messageId = await this.telematics.sendDispatch(
      pending.accountId,
      pending.vendorApiKey,
      chosen.unitId,
      `New job ${pending.jobId}. Open the driver app for pickup details.`,
    );
    return ok(`Dispatched ${chosen.registration} (${chosen.km} km away). Message ${messageId}.`);
  }
}
