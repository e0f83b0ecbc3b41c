// Tool export_inventory_sheet: writes a warehouse's inventory to a CSV upload in chunks, one chunk per round.
const { z } = require('zod');
const { callerFrom } = require('../auth');
const backend = require('../backend');
const { config } = require('../config');
const { packProgress, unpackProgress } = require('../progress');
const { toCsv } = require('../workbook');

const TOOL = 'export_inventory_sheet';
const CONTINUE = 'continue_export';

const fail = (text) => ({ isError: true, content: [{ type: 'text', text }] });

function register(server) {
  server.registerTool(
    TOOL,
    {
      title: 'Export inventory to CSV',
      description: 'Export the inventory of one warehouse as a CSV file. Large warehouses are exported in chunks.',
      inputSchema: {
        warehouse: z.string().regex(/^[A-Z]{2,4}-\d{1,3}$/),
        includeZeroStock: z.boolean().default(false),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async (args, extra) => {
      const caller = callerFrom(extra);
      if (!caller) return fail('Authentication required.');
      if (!caller.warehouses.includes(args.warehouse)) return fail(`No access to warehouse ${args.warehouse}.`);

      const meta = extra._meta || {};
      let progress;
      if (meta.requestState) {
        progress = unpackProgress(meta.requestState); // expect: require-sealed-state
        const answer = meta.inputResponses && meta.inputResponses[CONTINUE];
        if (!answer || answer.action !== 'accept' || !answer.content || answer.content.proceed !== true) {
          return { content: [{ type: 'text', text: `Export paused after ${progress.offset} items.` }] };
        }
      } else {
        const fileKey = `inventory/${args.warehouse}/${new Date().toISOString().replace(/[:.]/g, '-')}.csv`;
        progress = { uploadId: await backend.startUpload(fileKey), fileKey, offset: 0, parts: [] };
      }

      const { accessToken } = await backend.exchangeToken(caller.token);
      const page = await backend.listItems(accessToken, args.warehouse, progress.offset, config.exportChunkRows, args.includeZeroStock);
      progress.parts.push(await backend.putPart(progress.uploadId, progress.parts.length + 1, toCsv(page.items, progress.offset === 0)));
      progress.offset += page.items.length;

      if (!page.hasMore) {
        const done = await backend.completeUpload(progress.uploadId, progress.parts);
        return { content: [{ type: 'text', text: JSON.stringify({ fileKey: progress.fileKey, items: progress.offset, downloadUrl: done.downloadUrl }) }] };
      }

      return {
        content: [{ type: 'text', text: `Exported ${progress.offset} of ${page.total} items.` }],
        resultType: 'input_required',
        inputRequests: {
          [CONTINUE]: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Exported ${progress.offset} of ${page.total} items from ${args.warehouse}. Export the next ${config.exportChunkRows}?`,
              requestedSchema: { type: 'object', properties: { proceed: { type: 'boolean', title: 'Continue export' } }, required: ['proceed'] },
            },
          },
        },
        requestState: packProgress({ uploadId: progress.uploadId, fileKey: progress.fileKey, offset: progress.offset, parts: progress.parts }), // expect: require-sealed-state
      };
    },
  );
}

module.exports = { register };
