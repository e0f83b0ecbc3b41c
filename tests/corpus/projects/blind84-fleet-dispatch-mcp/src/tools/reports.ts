// Depot delivery report tool: asks which of the dispatcher's depots to include, then summarises deliveries.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired } from '@modelcontextprotocol/server';
import { ToolFailure } from './base.js';
import { InteractiveTool } from './interactive.js';
import { Paginated, timed } from './mixins.js';

export class DepotReportTool extends Paginated(InteractiveTool) {
  readonly name = 'depot_delivery_report';
  readonly description = 'Summarise deliveries (count, late, average delay) for one or more of your depots over a date range.';

  get annotations() {
    return { readOnlyHint: true, openWorldHint: false };
  }

  protected get schema() {
    return z.object({
      from: z.string().date(),
      to: z.string().date(),
    });
  }

  @timed('report')
  protected async execute(args, ctx) {
    const chosen = this.answer(ctx, 'depots');
    if (chosen) {
      const scope = this.decodeCursor(ctx.mcpReq.requestState()); // expect: require-sealed-state
      const depotIds = (chosen.depotIds ?? []).filter((id) => scope.allowed.includes(id));
      if (depotIds.length === 0) throw new ToolFailure('None of the selected depots are assigned to you.');
      return this.summarise(await this.deps.db.depots.deliveries(depotIds, scope.from, scope.to));
    }

    const depots = await this.deps.db.depots.forDispatcher(this.userOf(ctx));
    if (depots.length === 0) throw new ToolFailure('You are not assigned to any depot.');
    if (depots.length === 1) {
      return this.summarise(await this.deps.db.depots.deliveries([depots[0].id], args.from, args.to));
    }

    return inputRequired({
      inputRequests: {
        depots: inputRequired.elicit({
          message: `Which depots should the ${args.from} – ${args.to} report cover?`,
          requestedSchema: {
            type: 'object',
            properties: {
              depotIds: {
                type: 'array',
                title: 'Depots',
                items: { type: 'string', enum: depots.map((d) => d.id), enumNames: depots.map((d) => d.name) },
              },
            },
            required: ['depotIds'],
          },
        }),
      },
      requestState: this.encodeCursor({ allowed: depots.map((d) => d.id), from: args.from, to: args.to }), // expect: require-sealed-state
    });
  }

  private summarise(rows) {
    if (rows.length === 0) return 'No deliveries in that range.';
    const lines = rows.slice(0, this.pageSize).map(
      (r) => `${r.depot_id}: ${r.delivered} delivered, ${r.late} late, average delay ${r.avg_delay_min ?? 0} min`,
    );
    return lines.join('\n');
  }
}
