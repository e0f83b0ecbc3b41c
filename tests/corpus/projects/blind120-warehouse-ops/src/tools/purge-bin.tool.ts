// Implements the purge_bin tool, which confirms before removing every unit from a bin.
// @ts-nocheck
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { BaseTool, type ToolContext } from '../core/base-tool.js';
import { McpTool } from '../core/decorators.js';
import { StateCodecService } from '../core/state-codec.service.js';
import { WmsClient } from '../wms/wms-client.js';

type PurgeArgs = { binId: string; includeReserved?: boolean };
type PurgeState = { binId: string; expectedSkuCount: number };

@McpTool({
  name: 'purge_bin',
  title: 'Purge bin',
  description: 'Remove every unit from a bin (cycle count reset). Asks a human to confirm.',
  destructive: true,
})
export class PurgeBinTool extends BaseTool<PurgeArgs, PurgeState> {
  readonly schema = {
    binId: z.string().regex(/^[A-Z]{2}-\d{2}-\d{3}$/),
    includeReserved: z.boolean().optional(),
  };

  constructor(codecs: StateCodecService, private readonly wms: WmsClient) {
    super(codecs);
  }

  protected async begin(args: PurgeArgs, ctx: ToolContext) {
    const bin = await this.wms.getBin(args.binId);
    const requestState = await this.codec.mint({ binId: bin.binId, expectedSkuCount: bin.skuCount }, ctx as any); // expect-todo: require-state-binding
    return inputRequired({
      inputRequests: {
        confirm_purge: inputRequired.elicit({
          message: `Purge ${bin.skuCount} SKUs from ${bin.location}? This cannot be undone.`,
          requestedSchema: {
            type: 'object',
            properties: { confirm: { type: 'boolean', title: 'Yes, purge this bin' } },
            required: ['confirm'],
          },
        }),
      },
      requestState,
    });
  }

  protected async resume(args: PurgeArgs, state: PurgeState, ctx: ToolContext) {
    if (state.binId !== args.binId) {
      return this.fail('Confirmation was issued for a different bin.');
    }
    const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses as any, 'confirm_purge');
    if (!answer?.confirm) return this.ok('Purge cancelled.');

    const current = await this.wms.getBin(args.binId);
    if (current.skuCount !== state.expectedSkuCount) {
      return this.fail('Bin contents changed since confirmation; please re-run.');
    }
    const { removedUnits } = await this.wms.purgeBin(args.binId, args.includeReserved ?? false);
    return this.ok(`Purged ${removedUnits} units from ${args.binId}.`);
  }
}
