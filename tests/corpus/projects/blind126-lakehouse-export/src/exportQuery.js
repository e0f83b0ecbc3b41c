// export_query tool that plans a SQL export, asks for columns, then runs it.
import { randomUUID } from 'node:crypto';
import config from './config.js';
import { kv } from './kv.js';
import { signCursor } from './cursor.js';
import { resolveCursor } from './cursorCache.js';
import { planQuery, runExport } from './warehouse.js';

export const TOOL = 'export_query';

export const definition = {
  name: TOOL,
  description: 'Export the result of a read-only SQL query to the tenant bucket.',
  inputSchema: {
    type: 'object',
    properties: {
      sql: { type: 'string' },
      format: { type: 'string', enum: ['csv', 'parquet'], default: 'parquet' },
    },
    required: ['sql'],
  },
  annotations: { readOnlyHint: true, openWorldHint: false },
};

export class ExportQuery {
  constructor({ store = kv } = {}) {
    this.store = store;
  }

  async start(args, caller) {
    const plan = await planQuery(args.sql, caller.tenant);
    const planId = randomUUID();
    this.store.putChunked(`plan:${planId}`, JSON.stringify(plan), config.planChunkBytes, config.planTtlSeconds);
    const pii = plan.columns.filter((c) => c.pii).map((c) => c.name);
    const all = plan.columns.map((c) => c.name);

    return {
      resultType: 'input_required',
      inputRequests: {
        columns: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `About ${plan.estimatedRows} rows. ${pii.length ? `PII columns: ${pii.join(', ')}. ` : ''}Which columns should be exported?`,
            requestedSchema: {
              type: 'object',
              properties: { columns: { type: 'array', items: { type: 'string', enum: all } } },
              required: ['columns'],
            },
          },
        },
      },
      requestState: signCursor({ planId, columns: all }, caller.userId, TOOL), // expect: require-state-binding
    };
  }

  async finish(args, params, caller) {
    const cursor = resolveCursor(params.requestState, caller.userId, TOOL); // expect: require-state-binding
    const planJson = this.store.getChunked(`plan:${cursor.planId}`);
    if (!planJson) {
      return { content: [{ type: 'text', text: 'The query plan expired; run the export again.' }], isError: true };
    }
    const answer = params.inputResponses?.columns;
    if (answer?.action !== 'accept') {
      return { content: [{ type: 'text', text: 'Export cancelled.' }] };
    }
    const columns = (answer.content?.columns ?? []).filter((c) => cursor.columns.includes(c));
    if (columns.length === 0) {
      return { content: [{ type: 'text', text: 'No columns selected.' }], isError: true };
    }
    const job = await runExport(JSON.parse(planJson), columns, args.format ?? 'parquet', caller.tenant);
    this.store.del(`plan:${cursor.planId}:n`);
    return { content: [{ type: 'text', text: `Export ${job.id} started; files will appear at ${job.location}.` }] };
  }

  handle(args, params, caller) {
    return params.requestState ? this.finish(args, params, caller) : this.start(args, caller);
  }
}
