import { randomUUID } from 'node:crypto';
import { inject } from 'inversify';
import { acceptedContent, inputRequired, type ServerContext } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { TYPES } from '../types.js';
import { InventoryRepository, type Lot, type StocktakeSession } from '../inventory/inventory.repository.js';
import { Tool, reply, requireUser, stateRefused, type InventoryTool } from './decorators.js';

const TOOL = 'stocktake_room';
const SESSION_TTL_MS = 10 * 60 * 1000;

function countForm(shelf: string, lots: Lot[]) {
  return inputRequired.elicit({
    message: `Shelf ${shelf}: enter the quantity you count for each lot.`,
    requestedSchema: {
      type: 'object',
      properties: Object.fromEntries(
        lots.map((lot) => [lot.id, { type: 'number', minimum: 0, title: `${lot.reagent} (${lot.id}, ${lot.unit})` }]),
      ),
      required: lots.map((lot) => lot.id),
    },
  });
}

/**
 * A stocktake walks a room shelf by shelf. Progress lives in the stocktakes table; the
 * requestState is only the random id of that row, and the row says whose it is.
 */
@Tool({
  name: TOOL,
  title: 'Stocktake a room',
  description: 'Count every lot in a room, one shelf per round, then write the counts back',
  input: { room: z.string() },
})
export class StocktakeTool implements InventoryTool {
  constructor(@inject(TYPES.Inventory) private readonly inventory: InventoryRepository) {}

  async run(args: Record<string, unknown>, ctx: ServerContext) {
    const room = String(args.room);
    const userId = requireUser(ctx);
    const handle = ctx.mcpReq.requestState<string>();

    let session: StocktakeSession;
    if (handle === undefined) {
      const shelves = await this.inventory.shelves(room);
      if (shelves.length === 0) return reply(`Nothing is stored in ${room}.`);
      session = { id: randomUUID(), userId, tool: TOOL, room, shelves, next: 0, counts: {}, expiresAt: Date.now() + SESSION_TTL_MS };
    } else {
      const found = await this.inventory.stocktake(handle);
      if (!found || found.userId !== userId || found.tool !== TOOL || found.room !== room || found.expiresAt <= Date.now()) {
        return stateRefused('unknown or expired stocktake');
      }
      session = found;

      const shelf = session.shelves[session.next];
      const lots = await this.inventory.lotsOnShelf(room, shelf);
      const counted = acceptedContent<Record<string, number>>(ctx.mcpReq.inputResponses, 'counts');
      if (!counted) {
        await this.inventory.dropStocktake(session.id);
        return reply(`Stocktake of ${room} abandoned at shelf ${shelf}.`);
      }
      for (const lot of lots) {
        const qty = counted[lot.id];
        if (typeof qty === 'number' && qty >= 0) session.counts[lot.id] = qty;
      }
      session.next += 1;
    }

    if (session.next >= session.shelves.length) {
      const changed = await this.inventory.applyCounts(room, session.counts, userId);
      await this.inventory.dropStocktake(session.id);
      return reply(`Stocktake of ${room} done: ${changed} lots updated.`);
    }

    session.expiresAt = Date.now() + SESSION_TTL_MS;
    await this.inventory.saveStocktake(session);
    const shelf = session.shelves[session.next];
    return inputRequired({
      inputRequests: { counts: countForm(shelf, await this.inventory.lotsOnShelf(room, shelf)) },
      requestState: session.id,
    });
  }
}
