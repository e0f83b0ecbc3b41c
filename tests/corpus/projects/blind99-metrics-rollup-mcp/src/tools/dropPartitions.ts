// Tool drop_rollup_partitions: drops old partitions of a rollup table after the caller confirms the exact list.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { callerScopes } from '../auth.js';
import { config } from '../config.js';
import { codecFor, digestArgs } from '../stateCodecs.js';
import { dropPartition, listPartitions } from '../warehouse.js';

const TOOL = 'drop_rollup_partitions';
const CONFIRM_KEY = 'confirm_drop';

const fail = (text: string) => ({ isError: true, content: [{ type: 'text', text }] });
const done = (text: string) => ({ content: [{ type: 'text', text }] });

export function registerDropPartitions(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Drop every partition of a rollup table whose data ends before the given day. Data is deleted permanently.',
      inputSchema: {
        table: z.enum(['rollup_1m', 'rollup_1h', 'rollup_1d']),
        before: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      },
      annotations: { destructiveHint: true, idempotentHint: true },
    },
    async (args, ctx) => {
      if (!callerScopes(ctx).includes('metrics:admin')) return fail('Dropping partitions requires the metrics:admin scope.');
      const codec = codecFor(TOOL);
      const digest = digestArgs(TOOL, args);
      const raw = ctx.mcpReq.requestState();

      if (raw === undefined) {
        const partitions = await listPartitions(args.table, args.before);
        if (partitions.length === 0) return done('No partitions match.');
        const rows = partitions.reduce((n, p) => n + Number(p.rows), 0);
        const gib = partitions.reduce((n, p) => n + Number(p.bytes), 0) / 2 ** 30;
        return inputRequired({
          inputRequests: {
            [CONFIRM_KEY]: inputRequired.elicit({
              message: `Drop ${partitions.length} partitions of ${args.table} (${rows.toLocaleString('en')} rows, ${gib.toFixed(2)} GiB): ${partitions.map((p) => p.partition).join(', ')}?`,
              requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean', title: 'Drop permanently' } }, required: ['confirm'] },
            }),
          },
          requestState: await codec.mint({ apiVersion: config.apiVersion, argsDigest: digest, partitions: partitions.map((p) => p.partition) }, ctx),
        });
      }

      let state;
      try {
        state = await codec.verify(raw, ctx);
      } catch {
        return fail('This confirmation is invalid or has expired; run the tool again.');
      }
      if (state.argsDigest !== digest) return fail('The arguments differ from the ones you confirmed; run the tool again.');
      if (!acceptedContent(ctx.mcpReq.inputResponses, CONFIRM_KEY)?.confirm) return done('Nothing was dropped.');

      const stillEligible = new Set((await listPartitions(args.table, args.before)).map((p) => p.partition));
      const dropped = [];
      for (const id of state.partitions) {
        if (!stillEligible.has(id)) continue;
        await dropPartition(args.table, id);
        dropped.push(id);
      }
      return done(`Dropped ${dropped.length} partitions of ${args.table}: ${dropped.join(', ') || 'none'}.`);
    },
  );
}
