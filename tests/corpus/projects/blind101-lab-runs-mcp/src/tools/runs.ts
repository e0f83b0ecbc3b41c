// Tools queue_run and cancel_run: schedule instrument runs and cancel queued ones, each with a confirmation round.
// @ts-nocheck
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { findInstrument, getRun, insertRun, markRunCancelled } from '../db.js';
import { digestArgs, labIdOf, openRunState, userIdOf } from '../state/codec.js';

const text = (message: string, structuredContent?) => ({
  content: [{ type: 'text', text: message }],
  ...(structuredContent ? { structuredContent } : {}),
});
const toolError = (message: string) => ({ isError: true, content: [{ type: 'text', text: message }] });

export function registerRunTools(server, deps) {
  const QUEUE = 'queue_run';
  server.registerTool(
    QUEUE,
    {
      description: 'Queue an analysis run on an instrument for the given samples; you pick one of the next free slots.',
      inputSchema: z.object({
        instrumentId: z.string().min(1).max(40),
        method: z.string().min(1).max(60),
        sampleIds: z.array(z.string().regex(/^[A-Z0-9]{8,14}$/)).min(1).max(96),
      }),
    },
    async (args, ctx) => {
      const userId = userIdOf(ctx);
      const labId = labIdOf(ctx);
      if (!userId || !labId) return toolError('Authentication required.');
      const opened = await openRunState(deps.runCodec, ctx, QUEUE, args);
      if (opened.rejected) return toolError('This slot offer is invalid or expired. Run the tool again.');

      if (opened.fresh) {
        const instrument = await findInstrument(deps.db, labId, args.instrumentId);
        if (!instrument) return toolError('Unknown instrument.');
        if (!instrument.methods?.includes(args.method)) return toolError(`${instrument.name} does not support ${args.method}.`);
        const slots = await deps.instruments.availableSlots(instrument._id);
        if (!slots.length) return text('No free slots on this instrument in the booking window.');
        return inputRequired({
          inputRequests: {
            slot: inputRequired.elicit({
              message: `Choose a slot on ${instrument.name} for ${args.sampleIds.length} samples (${args.method}).`,
              requestedSchema: {
                type: 'object',
                properties: { slotId: { type: 'string', title: 'Slot', oneOf: slots.map((s) => ({ const: s.id, title: s.label })) } },
                required: ['slotId'],
              },
            }),
          },
          requestState: await deps.runCodec.mint(
            {
              apiVersion: deps.apiVersion,
              tool: QUEUE,
              argsDigest: digestArgs(args),
              instrumentId: instrument._id,
              offeredSlots: slots.map((s) => s.id),
            },
            ctx,
          ),
        });
      }

      const choice = acceptedContent(ctx.mcpReq.inputResponses, 'slot');
      if (!choice) return text('No run queued.');
      if (!opened.state.offeredSlots.includes(choice.slotId)) return toolError('That slot was not offered.');
      const external = await deps.instruments.queueRun(opened.state.instrumentId, {
        slotId: choice.slotId,
        method: args.method,
        sampleIds: args.sampleIds,
        requestedBy: userId,
      });
      const runId = randomUUID();
      await insertRun(deps.db, {
        _id: runId,
        labId,
        instrumentId: opened.state.instrumentId,
        externalRunId: external.id,
        method: args.method,
        sampleIds: args.sampleIds,
        requestedBy: userId,
      });
      return text(`Run ${runId} queued for ${external.startsAt}.`, { runId, externalRunId: external.id });
    },
  );

  const CANCEL = 'cancel_run';
  server.registerTool(
    CANCEL,
    {
      description: 'Cancel a queued or scheduled instrument run. Samples are released back to storage.',
      inputSchema: z.object({
        runId: z.string().uuid(),
        reason: z.enum(['sample_issue', 'instrument_fault', 'duplicate', 'requested_by_pi']),
      }),
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const userId = userIdOf(ctx);
      const labId = labIdOf(ctx);
      if (!userId || !labId) return toolError('Authentication required.');
      const opened = await openRunState(deps.runCodec, ctx, CANCEL, args);
      if (opened.rejected) return toolError('This confirmation is invalid or expired. Run the tool again.');

      if (opened.fresh) {
        const run = await getRun(deps.db, labId, args.runId);
        if (!run || !['queued', 'scheduled'].includes(run.status)) return toolError('No cancellable run with that id.');
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Cancel run ${run._id} (${run.method}, ${run.sampleIds.length} samples)?`,
              requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean', title: 'Cancel run' } }, required: ['confirm'] },
            }),
          },
          requestState: await deps.runCodec.mint(
            { apiVersion: deps.apiVersion, tool: CANCEL, argsDigest: digestArgs(args), runId: run._id },
            ctx,
          ),
        });
      }

      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return text('Run kept.');
      const run = await getRun(deps.db, labId, opened.state.runId);
      if (!run) return toolError('Run not found.');
      if (!(await markRunCancelled(deps.db, labId, run._id, { by: userId, reason: args.reason }))) {
        return toolError('The run already started or was cancelled.');
      }
      await deps.instruments.cancelRun(run.externalRunId, args.reason);
      return text(`Run ${run._id} cancelled (${args.reason}).`);
    },
  );
}
