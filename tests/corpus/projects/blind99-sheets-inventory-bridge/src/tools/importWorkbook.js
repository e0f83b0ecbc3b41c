// Tool import_stock_workbook: sets stock levels from an uploaded workbook after the user confirms the row count.
const { z } = require('zod');
const { callerFrom } = require('../auth');
const backend = require('../backend');
const { config } = require('../config');
const { digestArgs } = require('../confirm');
const { signState, verifyState } = require('../jwtState');
const { readStockWorkbook, sha256Hex } = require('../workbook');

const TOOL = 'import_stock_workbook';
const CONFIRM = 'confirm_import';

const fail = (text) => ({ isError: true, content: [{ type: 'text', text }] });
const done = (text) => ({ content: [{ type: 'text', text }] });

function register(server) {
  server.registerTool(
    TOOL,
    {
      title: 'Import stock levels from a workbook',
      description: 'Read the Stock sheet of an .xlsx workbook and set the stock level of every listed SKU.',
      inputSchema: {
        workbookUrl: z.string().url(),
        warehouse: z.string().regex(/^[A-Z]{2,4}-\d{1,3}$/),
      },
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true },
    },
    async (args, extra) => {
      const caller = callerFrom(extra);
      if (!caller) return fail('Authentication required.');
      if (!caller.warehouses.includes(args.warehouse)) return fail(`No access to warehouse ${args.warehouse}.`);

      const digest = digestArgs(TOOL, args);
      const file = await backend.download(args.workbookUrl, config.maxWorkbookBytes);
      const workbookSha = sha256Hex(file);
      const { rows, problems } = await readStockWorkbook(file);
      const meta = extra._meta || {};

      if (!meta.requestState) {
        if (rows.length === 0) return fail(`No valid rows found (${problems.length} rows had problems).`);
        const exchanged = await backend.exchangeToken(caller.token);
        const state = await signState({ argsDigest: digest, workbookSha, rowCount: rows.length, upstreamToken: exchanged.accessToken }, { userId: caller.userId, tool: TOOL }); // expect: no-secrets-in-state
        return {
          content: [{ type: 'text', text: JSON.stringify({ validRows: rows.length, problems: problems.slice(0, 25) }) }],
          resultType: 'input_required',
          inputRequests: {
            [CONFIRM]: {
              method: 'elicitation/create',
              params: {
                mode: 'form',
                message: `Set stock levels for ${rows.length} SKUs in ${args.warehouse}? ${problems.length} rows will be skipped.`,
                requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean', title: 'Apply stock levels' } }, required: ['confirm'] },
              },
            },
          },
          requestState: state,
        };
      }

      let claims;
      try {
        claims = await verifyState(meta.requestState, { userId: caller.userId, tool: TOOL });
      } catch {
        return fail('This confirmation is invalid or has expired; run the import again.');
      }
      if (claims.argsDigest !== digest) return fail('The import arguments changed; run the import again.');
      if (claims.workbookSha !== workbookSha) return fail('The workbook changed after you confirmed; run the import again.');

      const answer = meta.inputResponses && meta.inputResponses[CONFIRM];
      if (!answer || answer.action !== 'accept' || !answer.content || answer.content.confirm !== true) return done('Import cancelled.');

      let applied = 0;
      for (let i = 0; i < rows.length; i += config.importBatchRows) {
        const batch = rows.slice(i, i + config.importBatchRows);
        const result = await backend.upsertStock(claims.upstreamToken, args.warehouse, batch, `${workbookSha.slice(0, 32)}:${i}`);
        applied += result.applied;
      }
      return done(`Applied ${applied} of ${rows.length} stock levels to ${args.warehouse}.`);
    },
  );
}

module.exports = { register };
