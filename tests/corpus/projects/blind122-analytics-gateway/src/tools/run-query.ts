// Implements the run_query tool, which asks the user to approve large scans before running SQL.
// @ts-nocheck
import { RoundTripTool, type CallContext } from './base';
import { C } from '../core';
import { sqlDigest, warehouse } from '../warehouse';

interface QueryArgs {
  sql: string;
}

interface QueryState {
  sqlDigest: string;
  estimatedBytes: number;
}

const gib = (n: number) => `${(n / 1024 ** 3).toFixed(1)} GiB`;

export class RunQueryTool extends RoundTripTool<QueryArgs, QueryState> {
  readonly name = C.TOOL_RUN_QUERY;
  readonly description = 'Run a read-only SQL query. Large scans need the user to approve the cost.';
  readonly inputSchema = {
    type: 'object',
    properties: { sql: { type: 'string', minLength: 1, maxLength: 20000 } },
    required: ['sql'],
  };

  async call(args: QueryArgs, ctx: CallContext) {
    if (!ctx.requestState) {
      const { bytes } = await warehouse.estimate(args.sql, ctx.userId);
      if (bytes < C.BYTES_NEEDING_APPROVAL) return this.execute(args, ctx);
      const state = this.seal({ sqlDigest: sqlDigest(args.sql), estimatedBytes: bytes }, ctx, C.QUERY_STATE_TTL_SECONDS); // expect: require-state-binding
      return this.ask(
        'approve_scan',
        `This query scans about ${gib(bytes)}. Run it anyway?`,
        { type: 'object', properties: { approve: { type: 'boolean' } }, required: ['approve'] },
        state,
      );
    }

    const state = this.open(ctx);
    if (!state || state.sqlDigest !== sqlDigest(args.sql)) return this.text('Invalid or expired requestState', true);
    const answer = this.answer(ctx, 'approve_scan');
    if (answer?.approve !== true) return this.text('Query not run.');
    return this.execute(args, ctx);
  }

  private async execute(args: QueryArgs, ctx: CallContext) {
    const { rows, truncated } = await warehouse.run(args.sql, ctx.userId);
    const body = JSON.stringify(rows, null, 2);
    return this.text(truncated ? `${body}\n(first 200 rows)` : body);
  }
}
