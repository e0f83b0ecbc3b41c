// run_query: runs a read-only SQL query and pages through its results with a sealed continuation.
import { z } from 'zod';
import { bindPayload, bindingProblem } from '../binding.js';
import { config } from '../config.js';
import { open, seal } from '../crypto/sealer.js';
import { warehouseFor, WarehouseError } from '../warehouseApi.js';
import { accepted, ask, callerOf, needInput, refuse, reply, roundOf } from './index.js';

const TOOL = 'run_query';

function renderRows(schema, rows) {
  const names = schema.map((f) => f.name);
  const header = names.join(' | ');
  const body = rows.map((r) => r.f.map((cell) => (cell.v === null ? 'NULL' : String(cell.v))).join(' | '));
  return [header, '-'.repeat(Math.min(header.length, 120)), ...body].join('\n');
}

export function registerQueryTools(server) {
  server.registerTool(
    TOOL,
    {
      title: 'Run SQL query',
      description: 'Run a read-only SQL query (SELECT/WITH) and page through the results.',
      inputSchema: {
        sql: z.string().min(1).max(20_000),
        maxRows: z.number().int().min(1).max(config.maxRowsPerPage).default(100),
        location: z.string().default('EU'),
      },
      annotations: { readOnlyHint: true },
    },
    async (args, extra) => {
      const { userId, token } = callerOf(extra);
      const { requestState, inputResponses } = roundOf(extra);
      if (!/^\s*(select|with)\b/i.test(args.sql)) return refuse('Only SELECT or WITH queries can be run here.');
      const wh = warehouseFor(token);

      try {
        let page;
        let shown = 0;
        let jobId;
        if (requestState) {
          const state = open(requestState);
          const problem = bindingProblem(state, { userId, tool: TOOL, args });
          if (problem) return refuse(`Cannot continue: ${problem}. Run the query again.`);
          if (!accepted(inputResponses, 'more')?.next) return reply(`Stopped after ${state.shown} rows.`);
          jobId = state.jobId;
          shown = state.shown;
          page = await wh.getQueryResults(jobId, { pageToken: state.pageToken, maxRows: args.maxRows, location: state.location });
        } else {
          page = await wh.startQuery(args.sql, { maxRows: args.maxRows, location: args.location });
          jobId = page.jobId;
        }

        shown += page.rows.length;
        const table = renderRows(page.schema, page.rows);
        if (!page.nextPageToken) return reply(`${table}\n\n${shown} of ${page.totalRows} rows.`);

        const sealed = seal(
          bindPayload(
            { jobId, pageToken: page.nextPageToken, location: args.location, apiVersion: config.apiVersion, shown },
            { userId, tool: TOOL, args },
          ),
        );
        return needInput(
          { more: ask(`${table}\n\n${shown} of ${page.totalRows} rows shown. Next page?`, { next: { type: 'boolean', title: 'Next page' } }) },
          sealed,
        );
      } catch (err) {
        if (err instanceof WarehouseError) return refuse(`Warehouse error (${err.reason}): ${err.message}`);
        throw err;
      }
    },
  );
}
