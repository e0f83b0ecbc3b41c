// Tool run_rollup_report: estimates a rollup, asks before heavy scans, hands it to the scheduler and polls for the result.
// @ts-nocheck
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { callerId } from '../auth.js';
import { consumeJob, createJob, indexQuery, loadJob, updateJob } from '../jobs.js';
import { digestArgs } from '../stateCodecs.js';
import { estimateScan, readRollupResult, submitRollup } from '../warehouse.js';

const TOOL = 'run_rollup_report';
const RUN_KEY = 'run_rollup';
const POLL_KEY = 'check_again';

const fail = (text: string) => ({ isError: true, content: [{ type: 'text', text }] });
const yesNo = (field: string, title: string) => ({
  type: 'object',
  properties: { [field]: { type: 'boolean', title } },
  required: [field],
});

export function registerRollupReport(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Aggregate a metric over a period by the given dimensions. Heavy scans ask for confirmation and run in the background.',
      inputSchema: {
        metric: z.string().regex(/^[a-z][a-z0-9_.]{1,63}$/),
        from: z.string().datetime(),
        to: z.string().datetime(),
        groupBy: z.array(z.enum(['region', 'service', 'host', 'customer_tier'])).max(3).default([]),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async (args, ctx) => {
      const owner = callerId(ctx);
      const binding = { owner, tool: TOOL, argsDigest: digestArgs(TOOL, args) };
      const handle = ctx.mcpReq.requestState();

      if (handle === undefined) {
        const estimate = await estimateScan(args.metric, args.from, args.to);
        const newHandle = await createJob({ ...binding, estimate, status: 'awaiting_confirmation' });
        return inputRequired({
          inputRequests: {
            [RUN_KEY]: inputRequired.elicit({
              message: `This rollup scans about ${estimate.rows.toLocaleString('en')} rows (${(estimate.bytes / 2 ** 30).toFixed(1)} GiB). Run it?`,
              requestedSchema: yesNo('run', 'Run the rollup'),
            }),
          },
          requestState: newHandle,
        });
      }

      const job = await loadJob(handle, binding);
      if (!job) return fail('This rollup request has expired or belongs to another request; start again.');

      if (job.status === 'awaiting_confirmation') {
        if (!acceptedContent(ctx.mcpReq.inputResponses, RUN_KEY)?.run) {
          await consumeJob(handle);
          return { content: [{ type: 'text', text: 'Rollup cancelled.' }] };
        }
        const queryId = randomBytes(16).toString('hex');
        const resultTable = `rollup_result_${queryId}`;
        await submitRollup({ queryId, resultTable, metric: args.metric, from: args.from, to: args.to, groupBy: args.groupBy });
        await indexQuery(queryId, handle);
        await updateJob(handle, { status: 'running', queryId, resultTable });
      } else if (job.status === 'finished') {
        const rows = await readRollupResult(job.resultTable);
        await consumeJob(handle);
        return { content: [{ type: 'text', text: JSON.stringify(rows) }] };
      } else if (job.status === 'failed') {
        await consumeJob(handle);
        return fail('The scheduler reported that the rollup failed.');
      } else if (!acceptedContent(ctx.mcpReq.inputResponses, POLL_KEY)?.again) {
        return { content: [{ type: 'text', text: 'Stopped waiting; the rollup keeps running for up to ten minutes.' }] };
      }

      return inputRequired({
        inputRequests: {
          [POLL_KEY]: inputRequired.elicit({
            message: 'The rollup is still running. Check again?',
            requestedSchema: yesNo('again', 'Check again'),
          }),
        },
        requestState: handle,
      });
    },
  );
}
