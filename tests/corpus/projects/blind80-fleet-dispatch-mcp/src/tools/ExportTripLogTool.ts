// Tool: exports a vehicle's trip history to the tenant's export bucket as CSV or JSON lines.
// @ts-nocheck
import { inject, injectable } from 'inversify';
import { z } from 'zod';
import { randomUUID } from 'node:crypto';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { TYPES } from '../ioc/types.js';
import { ok, toolError, type Invocation } from '../interceptors/index.js';
import { peekPayload, type StateService } from '../state/StateService.js';
import type { FleetRepository } from '../services/FleetRepository.js';
import type { Settings } from '../config/settings.js';

const TOOL = 'export_trip_log';
const CONFIRM_ABOVE = 2000;

interface ExportState {
  vehicleId: string;
  from: string;
  to: string;
  rows: number;
}

@injectable()
export class ExportTripLogTool {
  readonly name = TOOL;
  readonly config = {
    title: 'Export trip log',
    description: 'Export trips for one vehicle in a date range. Large exports ask for confirmation first.',
    inputSchema: {
      vehicleId: z.string().uuid(),
      from: z.string().datetime(),
      to: z.string().datetime(),
    },
    annotations: { readOnlyHint: true },
  };

  constructor(
    @inject(TYPES.StateService) private readonly state: StateService,
    @inject(TYPES.FleetRepository) private readonly repo: FleetRepository,
    @inject(TYPES.Settings) private readonly settings: Settings,
  ) {}

  private async upload(tenantId: string, job: ExportState, format: 'csv' | 'jsonl'): Promise<string> {
    const lines: string[] = format === 'csv' ? ['started_at,ended_at,distance_km,start,end,driver'] : [];
    for await (const batch of this.repo.trips(tenantId, job.vehicleId, job.from, job.to)) {
      for (const t of batch) {
        lines.push(
          format === 'csv'
            ? [t.started_at, t.ended_at, t.distance_km, t.start_address, t.end_address, t.driver_name]
                .map((v) => `"${String(v ?? '').replaceAll('"', '""')}"`)
                .join(',')
            : JSON.stringify(t),
        );
      }
    }
    const key = `${tenantId}/trip-exports/${job.vehicleId}-${randomUUID()}.${format}`;
    const res = await fetch(`${this.settings.exportBucketUrl}/${key}`, { method: 'PUT', body: lines.join('\n') });
    if (!res.ok) throw new Error(`export upload failed: ${res.status}`);
    return `${this.settings.exportBucketUrl}/${key}`;
  }

  async handle({ args, ctx, principal }: Invocation) {
    const raw = ctx.mcpReq.requestState();

    if (!raw) {
      const rows = await this.repo.countTrips(principal.tenantId, args.vehicleId, args.from, args.to);
      if (rows === 0) return ok('No trips in that range.');
      const job: ExportState = { vehicleId: args.vehicleId, from: args.from, to: args.to, rows };
      if (rows <= CONFIRM_ABOVE) return ok(`Export ready: ${await this.upload(principal.tenantId, job, 'csv')}`);
      return inputRequired({
        inputRequests: {
          format: inputRequired.elicit({
            message: `${rows} trips match. Export them anyway? Pick a format.`,
            requestedSchema: {
              type: 'object',
              properties: { format: { type: 'string', enum: ['csv', 'jsonl'] } },
              required: ['format'],
            },
          }),
        },
        requestState: await this.state.mint(job, ctx),
      });
    }

    const job = peekPayload<ExportState>(raw); // expect: require-sealed-state
    if (!job) return toolError('This export request is not valid any more.');
    const answer = acceptedContent<{ format: 'csv' | 'jsonl' }>(ctx.mcpReq.inputResponses, 'format');
    if (!answer) return ok('Export cancelled.');
    const url = await this.upload(principal.tenantId, job, answer.format);
    return ok(`Exported ${job.rows} trips: ${url}`);
  }
}
