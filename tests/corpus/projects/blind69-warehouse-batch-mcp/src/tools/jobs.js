// Batch job tools: start_import (plan kept server-side under a random handle), cancel_job (sealed, bound), get_job.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { STATE_TTL_MS, bindPayload, bindingProblem, digestArgs } from '../binding.js';
import { open, seal } from '../crypto/sealer.js';
import { insertPendingImport, jobOwner, recordJob, takePendingImport } from '../db.js';
import { warehouseFor, WarehouseError } from '../warehouseApi.js';
import { accepted, ask, callerOf, needInput, refuse, reply, roundOf } from './index.js';

const IMPORT = 'start_import';
const CANCEL = 'cancel_job';

async function startImport(args, extra) {
  const { userId, token } = callerOf(extra);
  const { requestState, inputResponses } = roundOf(extra);
  const wh = warehouseFor(token);

  if (!requestState) {
    await wh.getDataset(args.dataset);
    const plan = await wh.planLoad(args);
    const handle = randomBytes(24).toString('base64url');
    await insertPendingImport({
      handle,
      userId,
      tool: IMPORT,
      argsDigest: digestArgs(args),
      plan,
      expiresAt: new Date(Date.now() + STATE_TTL_MS),
    });
    const changes = plan.schemaChanges.length ? ` Schema changes: ${plan.schemaChanges.join(', ')}.` : '';
    const mode = args.writeDisposition === 'WRITE_TRUNCATE' ? 'REPLACE all rows of' : 'append to';
    return needInput(
      {
        confirm: ask(
          `Load ~${plan.estimatedRows} rows (${Math.round(plan.estimatedBytes / 1e6)} MB) from ${args.sourceUri} and ${mode} ${args.dataset}.${args.table}?${changes}`,
          { confirm: { type: 'boolean', title: 'Start load' } },
        ),
      },
      handle,
    );
  }

  const pending = await takePendingImport(requestState);
  if (!pending) return refuse('That import plan is unknown or was already used. Plan it again.');
  if (pending.user_id !== userId || pending.tool !== IMPORT) return refuse('That import plan belongs to someone else.');
  if (pending.expires_at.getTime() <= Date.now()) return refuse('That import plan expired. Plan it again.');
  if (pending.args_digest !== digestArgs(args)) return refuse('The import settings changed after planning. Plan it again.');
  if (!accepted(inputResponses, 'confirm')?.confirm) return reply('Import not started.');

  const job = await wh.startLoad(args);
  await recordJob({ jobId: job.jobId, userId, kind: 'load', target: `${args.dataset}.${args.table}` });
  return reply(`Load job ${job.jobId} is ${job.state.toLowerCase()}. Subscribed webhooks will be told when it finishes.`);
}

async function cancelJob(args, extra) {
  const { userId, token } = callerOf(extra);
  const { requestState, inputResponses } = roundOf(extra);
  const wh = warehouseFor(token);

  if ((await jobOwner(args.jobId)) !== userId) return refuse('No job with that id was started by you here.');

  if (!requestState) {
    const job = await wh.getJob(args.jobId);
    if (job.status.state === 'DONE') return reply(`${args.jobId} already finished.`);
    const sealed = seal(bindPayload({ jobId: args.jobId, etag: job.etag }, { userId, tool: CANCEL, args }));
    return needInput(
      { confirm: ask(`Cancel ${job.configuration.jobType} job ${args.jobId} (state ${job.status.state})?`, { confirm: { type: 'boolean', title: 'Cancel job' } }) },
      sealed,
    );
  }

  const state = open(requestState);
  const problem = bindingProblem(state, { userId, tool: CANCEL, args });
  if (problem) return refuse(`Cannot cancel: ${problem}.`);
  if (!accepted(inputResponses, 'confirm')?.confirm) return reply('Job left running.');
  await wh.cancelJob(state.jobId, state.etag);
  return reply(`Cancellation requested for ${state.jobId}.`);
}

export function registerJobTools(server) {
  const wrap = (fn) => async (args, extra) => {
    try {
      return await fn(args, extra);
    } catch (err) {
      if (err instanceof WarehouseError) {
        return refuse(err.status === 412 ? 'The job changed after you confirmed; check it again.' : `Warehouse error (${err.reason}): ${err.message}`);
      }
      throw err;
    }
  };

  server.registerTool(
    IMPORT,
    {
      title: 'Start batch import',
      description: 'Plan and start a batch load from cloud storage into a table. Shows the plan and asks before loading.',
      inputSchema: {
        dataset: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,1023}$/),
        table: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,1023}$/),
        sourceUri: z.string().regex(/^(gs|s3):\/\/[^\s]+$/),
        format: z.enum(['CSV', 'NEWLINE_DELIMITED_JSON', 'PARQUET', 'AVRO']),
        writeDisposition: z.enum(['WRITE_APPEND', 'WRITE_TRUNCATE']).default('WRITE_APPEND'),
      },
      annotations: { destructiveHint: true },
    },
    wrap(startImport),
  );

  server.registerTool(
    CANCEL,
    {
      title: 'Cancel job',
      description: 'Cancel a running job you started. Asks for confirmation.',
      inputSchema: { jobId: z.string().regex(/^job_[A-Za-z0-9_-]{8,}$/) },
      annotations: { destructiveHint: true },
    },
    wrap(cancelJob),
  );

  server.registerTool(
    'get_job',
    {
      title: 'Get job status',
      description: 'Show the status of a job you started.',
      inputSchema: { jobId: z.string().regex(/^job_[A-Za-z0-9_-]{8,}$/) },
      annotations: { readOnlyHint: true },
    },
    wrap(async (args, extra) => {
      const { userId, token } = callerOf(extra);
      if ((await jobOwner(args.jobId)) !== userId) return refuse('No job with that id was started by you here.');
      const job = await warehouseFor(token).getJob(args.jobId);
      const stats = job.statistics ?? {};
      return reply(
        `${args.jobId}: ${job.status.state}${job.status.errorResult ? ` — ${job.status.errorResult.message}` : ''}; started ${stats.startTime ?? '—'}, ended ${stats.endTime ?? '—'}.`,
      );
    }),
  );
}
