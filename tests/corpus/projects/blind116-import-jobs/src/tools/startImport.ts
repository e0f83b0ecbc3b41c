// Registers start_import, which asks how CSV columns map to dataset columns before importing.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import type { Locator } from '../di.js';
import { PENDING, WAREHOUSE } from '../services.js';
import { currentUser, fail, ok } from './context.js';

const TOOL = 'start_import';
const args = z.object({ datasetId: z.string(), sourceUrl: z.string().url() });
type Args = z.infer<typeof args>;

export const registerStartImport = (server: McpServer, locator: Locator) =>
  server.registerTool(
    TOOL,
    { description: 'Import a CSV into a dataset; asks how CSV columns map to dataset columns.', inputSchema: args },
    async ({ datasetId, sourceUrl }, ctx) => {
      const userId = currentUser(ctx);
      const pending = locator.get(PENDING);
      const warehouse = locator.get(WAREHOUSE);

      const handle = ctx.mcpReq.requestState<string>();
      if (handle) {
        const record = pending.take<Args>(handle, userId, TOOL);
        if (!record) return fail('This import request expired or was already used; start again.');
        if (record.args.datasetId !== datasetId || record.args.sourceUrl !== sourceUrl) {
          return fail('Arguments differ from the ones the mapping was asked for.');
        }
        const mapping = acceptedContent<Record<string, string>>(ctx.mcpReq.inputResponses, 'mapping');
        if (!mapping) return ok('Import cancelled.');
        const allowed = new Set(record.data.columns as string[]);
        const clean = Object.fromEntries(Object.entries(mapping).filter(([, col]) => allowed.has(col)));
        const { jobId } = await warehouse.startImport(datasetId, sourceUrl, clean, userId);
        return ok(`Import job ${jobId} started.`);
      }

      const dataset = await warehouse.dataset(datasetId);
      if (dataset.ownerId !== userId) return fail('You can only import into datasets you own.');
      const preview = await warehouse.previewCsv(sourceUrl);

      const requestState = pending.create<Args>({
        userId,
        tool: TOOL,
        args: { datasetId, sourceUrl },
        data: { columns: dataset.columns },
      });

      return inputRequired({
        inputRequests: {
          mapping: inputRequired.elicit({
            message: `Map the CSV columns (${preview.header.join(', ')}) onto ${dataset.name}.`,
            requestedSchema: {
              type: 'object',
              properties: Object.fromEntries(
                preview.header.map((h) => [h, { type: 'string', enum: dataset.columns }]),
              ),
            },
          }),
        },
        requestState,
      });
    },
  );
