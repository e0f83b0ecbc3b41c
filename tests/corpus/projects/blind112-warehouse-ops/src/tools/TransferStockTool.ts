// transfer_stock tool that holds a receiving dock and confirms before moving stock between sites.
// @ts-nocheck
import { createHash } from 'node:crypto';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import type { AeadStateSealer } from '../crypto/AeadStateSealer.js';
import type { CarrierClient, DockLease } from '../carrier/CarrierClient.js';
import type { StockRepository } from '../inventory/StockRepository.js';
import { WarehouseTool, type HandlerCtx } from './WarehouseTool.js';

const Args = z.object({ sku: z.string(), from: z.string(), to: z.string(), qty: z.number().int().positive() });
type TransferArgs = z.infer<typeof Args>;

interface TransferState {
  argsDigest: string;
  lease: DockLease;
}

export class TransferStockTool extends WarehouseTool {
  constructor(
    private readonly stock: StockRepository,
    private readonly sealer: AeadStateSealer,
    private readonly carrier: CarrierClient,
  ) {
    super();
  }

  get name() {
    return 'transfer_stock';
  }
  protected get description() {
    return 'Move stock between sites. Holds a receiving dock and asks the operator to confirm.';
  }
  protected override get destructive() {
    return true;
  }

  static digest({ sku, from, to, qty }: TransferArgs): string {
    return createHash('sha256').update(JSON.stringify([sku, from, to, qty])).digest('base64url');
  }

  install(server: McpServer): void {
    server.registerTool(
      this.name,
      { description: this.description, inputSchema: Args, annotations: this.annotations },
      async (args, ctx) => this.#handle(args, ctx as unknown as HandlerCtx),
    );
  }

  async #handle(args: TransferArgs, ctx: HandlerCtx) {
    const userId = this.principal(ctx);
    const sealed = ctx.mcpReq.requestState<string>();

    if (sealed === undefined) {
      const free = await this.stock.available(args.sku, args.from);
      if (free < args.qty) return this.refuse(`Only ${free} × ${args.sku} free at ${args.from}.`);
      const lease = await this.carrier.holdDock(args.to);
      // encrypted, not just signed: the lease token never becomes readable to the client
      const requestState = this.sealer.seal<TransferState>({ argsDigest: TransferStockTool.digest(args), lease }, userId, this.name);
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: `Move ${args.qty} × ${args.sku} from ${args.from} to ${args.to} (dock ${lease.dock})?`,
            requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
          }),
        },
        requestState,
      });
    }

    const state = this.sealer.open<TransferState>(sealed, userId, this.name);
    if (!state) return this.refuse('Invalid or expired request state.');
    if (state.argsDigest !== TransferStockTool.digest(args)) {
      return this.refuse('The transfer differs from what was confirmed; start again.');
    }
    const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
    if (answer?.confirm !== true) return this.say('Transfer cancelled; the dock hold will lapse.');

    await this.stock.move(args.sku, args.from, args.to, args.qty);
    await this.carrier.confirmMove(state.lease, args.sku, args.qty);
    return this.say(`Moved ${args.qty} × ${args.sku} to ${args.to}.`);
  }
}
