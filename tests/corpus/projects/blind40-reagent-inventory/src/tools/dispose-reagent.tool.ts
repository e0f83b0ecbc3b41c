import { inject } from 'inversify';
import type { ServerContext } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { TYPES, type StateSealer } from '../types.js';
import { InventoryRepository } from '../inventory/inventory.repository.js';
import { Confirm, Tool, reply, requireUser, type InventoryTool } from './decorators.js';

interface DisposeArgs {
  lotId: string;
  quantity: number;
  reason: string;
}

@Tool({
  name: 'dispose_reagent',
  title: 'Dispose of a reagent lot',
  description: 'Book reagent out to hazardous-waste disposal and print the manifest number',
  input: {
    lotId: z.string(),
    quantity: z.number().positive(),
    reason: z.enum(['expired', 'contaminated', 'spill', 'surplus']),
  },
  destructive: true,
})
export class DisposeReagentTool implements InventoryTool {
  constructor(
    @inject(TYPES.StateSealer) readonly sealer: StateSealer,
    @inject(TYPES.Inventory) private readonly inventory: InventoryRepository,
  ) {}

  @Confirm((a: DisposeArgs) => `Dispose of ${a.quantity} from lot ${a.lotId} (${a.reason})? This writes a waste manifest and cannot be undone.`)
  async run(args: Record<string, unknown>, ctx: ServerContext) {
    const { lotId, quantity, reason } = args as unknown as DisposeArgs;
    const lot = await this.inventory.lot(lotId);
    if (!lot) return reply(`No lot ${lotId}.`);
    if (lot.quantity < quantity) return reply(`Lot ${lotId} only holds ${lot.quantity} ${lot.unit}.`);

    const { manifestNo } = await this.inventory.dispose(lotId, quantity, reason, requireUser(ctx));
    return reply(`Disposed of ${quantity} ${lot.unit} of ${lot.reagent} (lot ${lotId}); manifest ${manifestNo}.`);
  }
}
