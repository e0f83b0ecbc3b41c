// Registers purge_dataset, which confirms with the user before deleting a dataset's rows.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import type { Locator } from '../di.js';
import { PENDING, WAREHOUSE } from '../services.js';
import { currentUser, fail, ok } from './context.js';

const TOOL = 'purge_dataset';

export const registerPurgeDataset = (server: McpServer, locator: Locator) =>
  server.registerTool(
    TOOL,
    {
      description: 'Delete every row of a dataset. Asks for confirmation first.',
      inputSchema: z.object({ datasetId: z.string() }),
      annotations: { destructiveHint: true },
    },
    async ({ datasetId }, ctx) => {
      const userId = currentUser(ctx);
      const pending = locator.get(PENDING);
      const warehouse = locator.get(WAREHOUSE);

      const handle = ctx.mcpReq.requestState<string>();
      if (handle) {
        const record = pending.take<{ datasetId: string }>(handle, userId, TOOL);
        if (!record || record.args.datasetId !== datasetId) return fail('Confirmation is not valid for this request.');
        const reply = acceptedContent<{ confirm: boolean; rows: number }>(ctx.mcpReq.inputResponses, 'confirm');
        if (!reply?.confirm || reply.rows !== record.data.rows) return ok('Nothing was deleted.');
        const { deletedRows } = await warehouse.purge(datasetId, userId);
        return ok(`Deleted ${deletedRows} rows from ${datasetId}.`);
      }

      const ds = await warehouse.dataset(datasetId);
      if (ds.ownerId !== userId) return fail('Only the owner can purge a dataset.');

      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: `Purge all ${ds.rows} rows of "${ds.name}"? Re-enter the row count to confirm.`,
            requestedSchema: {
              type: 'object',
              properties: { confirm: { type: 'boolean' }, rows: { type: 'integer' } },
              required: ['confirm', 'rows'],
            },
          }),
        },
        requestState: pending.create({ userId, tool: TOOL, args: { datasetId }, data: { rows: ds.rows } }),
      });
    },
  );
