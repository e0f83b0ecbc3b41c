// reserve_stock tool that reserves stock for an order, asking which site to use when several can supply it.
// @ts-nocheck
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import type { PendingReservations } from '../inventory/PendingReservations.js';
import type { StockRepository } from '../inventory/StockRepository.js';
import { WarehouseTool, type HandlerCtx } from './WarehouseTool.js';

const Args = z.object({ sku: z.string(), qty: z.number().int().positive(), orderRef: z.string() });

export class ReserveStockTool extends WarehouseTool {
  static readonly SITES = ['north', 'south', 'harbour'] as const;

  constructor(private readonly stock: StockRepository, private readonly pending: PendingReservations) {
    super();
  }

  get name() {
    return 'reserve_stock';
  }
  protected get description() {
    return 'Reserve stock for an order, letting the operator pick a site when several can fill it.';
  }

  install(server: McpServer): void {
    server.registerTool(
      this.name,
      { description: this.description, inputSchema: Args, annotations: this.annotations },
      async (args, ctx) => this.#handle(args, ctx as unknown as HandlerCtx),
    );
  }

  async #handle(args: z.infer<typeof Args>, ctx: HandlerCtx) {
    const userId = this.principal(ctx);
    const handle = ctx.mcpReq.requestState<string>();

    if (handle !== undefined) {
      const entry = this.pending.take(handle, userId, this.name);
      if (!entry) return this.refuse('This reservation prompt has expired; please ask again.');
      if (entry.sku !== args.sku || entry.qty !== args.qty) return this.refuse('Arguments changed; please ask again.');
      const pick = acceptedContent<{ site: string }>(ctx.mcpReq.inputResponses, 'site');
      if (!pick || !entry.sites.includes(pick.site)) return this.say('No site chosen; nothing reserved.');
      await this.stock.reserve(entry.sku, pick.site, entry.qty, args.orderRef);
      return this.say(`Reserved ${entry.qty} × ${entry.sku} at ${pick.site}.`);
    }

    const sites: string[] = [];
    for (const site of ReserveStockTool.SITES) {
      if ((await this.stock.available(args.sku, site)) >= args.qty) sites.push(site);
    }
    if (sites.length === 0) return this.refuse(`No site can supply ${args.qty} × ${args.sku}.`);
    if (sites.length === 1) {
      await this.stock.reserve(args.sku, sites[0], args.qty, args.orderRef);
      return this.say(`Reserved at ${sites[0]}.`);
    }

    return inputRequired({
      inputRequests: {
        site: inputRequired.elicit({
          message: `${args.sku} is available at ${sites.join(', ')}. Reserve from which site?`,
          requestedSchema: { type: 'object', properties: { site: { type: 'string', enum: sites } }, required: ['site'] },
        }),
      },
      requestState: this.pending.open({ userId, tool: this.name, sku: args.sku, qty: args.qty, sites }),
    });
  }
}
