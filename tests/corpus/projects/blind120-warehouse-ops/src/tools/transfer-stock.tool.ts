// Implements the transfer_stock tool, which asks for a destination bin and moves SKU units there.
// @ts-nocheck
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { BaseTool, type ToolContext } from '../core/base-tool.js';
import { McpTool } from '../core/decorators.js';
import { StateCodecService } from '../core/state-codec.service.js';
import { WmsClient } from '../wms/wms-client.js';

type TransferArgs = { sku: string; fromBin: string; qty: number };
type TransferState = { sku: string; fromBin: string; qty: number; wmsSession: string };

@McpTool({
  name: 'transfer_stock',
  description: 'Move units of a SKU to another bin. Asks which destination bin to use.',
})
export class TransferStockTool extends BaseTool<TransferArgs, TransferState> {
  readonly schema = {
    sku: z.string().min(3),
    fromBin: z.string(),
    qty: z.number().int().positive(),
  };

  constructor(codecs: StateCodecService, private readonly wms: WmsClient) {
    super(codecs);
  }

  protected async begin(args: TransferArgs, ctx: ToolContext) {
    // Grab the WMS session now; the second round then skips the token endpoint,
    // which is rate limited to 10 req/min per client.
    const session = await this.wms.sessionToken();
    const source = await this.wms.getBin(args.fromBin, session);

    const requestState = await this.codec.mint(
      { sku: args.sku, fromBin: source.binId, qty: args.qty, wmsSession: session }, // expect-todo: no-secrets-in-state
      ctx as any,
    );
    return inputRequired({
      inputRequests: {
        destination: inputRequired.elicit({
          message: `Where should ${args.qty} x ${args.sku} from ${source.location} go?`,
          requestedSchema: {
            type: 'object',
            properties: { toBin: { type: 'string', title: 'Destination bin' } },
            required: ['toBin'],
          },
        }),
      },
      requestState,
    });
  }

  protected async resume(args: TransferArgs, state: TransferState, ctx: ToolContext) {
    if (state.sku !== args.sku || state.fromBin !== args.fromBin || state.qty !== args.qty) {
      return this.fail('Arguments changed between rounds.');
    }
    const dest = acceptedContent<{ toBin: string }>(ctx.mcpReq.inputResponses as any, 'destination');
    if (!dest?.toBin) return this.ok('Transfer cancelled.');
    await this.wms.transfer(state.sku, state.fromBin, dest.toBin, state.qty, state.wmsSession);
    return this.ok(`Moved ${state.qty} x ${state.sku} to ${dest.toBin}.`);
  }
}
