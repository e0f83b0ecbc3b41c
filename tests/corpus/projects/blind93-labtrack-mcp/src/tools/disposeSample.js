// Tool dispose_sample: destroys a stored sample after the technician types its id to confirm.
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { callerOf } from '../auth.js';
import { STATE_API_VERSION, argsHash } from '../state/codec.js';

const TOOL = 'dispose_sample';

const refuse = (text) => ({ isError: true, content: [{ type: 'text', text }] });

export function disposeSampleTool(server, { db, lims, codec }) {
  server.registerTool(
    TOOL,
    {
      description: 'Permanently dispose of a stored sample (autoclave, incineration or chemical inactivation).',
      inputSchema: z.object({
        sampleId: z.string().regex(/^S-[0-9]{6}$/),
        method: z.enum(['autoclave', 'incineration', 'chemical']),
        reason: z.string().min(5).max(300),
      }),
      annotations: { destructiveHint: true, idempotentHint: false },
    },
    async (args, ctx) => {
      const caller = callerOf(ctx, 'samples:dispose');
      const sample = await db.sample(caller.labId, args.sampleId);
      if (!sample || sample.status !== 'stored') return refuse(`No stored sample ${args.sampleId} in your lab.`);

      const fingerprint = argsHash(args);
      const raw = ctx.mcpReq.requestState();

      if (!raw) {
        const requestState = await codec.mint(
          { apiVersion: STATE_API_VERSION, tool: TOOL, sub: caller.userId, argsHash: fingerprint },
          ctx,
        );
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message:
                `Dispose of ${sample.id} (${sample.kind}, ${sample.volume_ul} µL, consent ${sample.consent_ref}) by ${args.method}? ` +
                'This cannot be undone. Type the sample id to confirm.',
              requestedSchema: {
                type: 'object',
                properties: { sampleId: { type: 'string', title: 'Sample id' } },
                required: ['sampleId'],
              },
            }),
          },
          requestState,
        });
      }

      let state;
      try {
        state = await codec.verify(raw, ctx);
      } catch {
        return refuse('The disposal confirmation has expired or was altered; ask again.');
      }
      if (
        state.apiVersion !== STATE_API_VERSION ||
        state.tool !== TOOL ||
        state.sub !== caller.userId ||
        state.argsHash !== fingerprint
      ) {
        return refuse('The disposal request does not match what was confirmed; ask again.');
      }

      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (answer?.sampleId?.trim() !== sample.id) {
        return { content: [{ type: 'text', text: `Sample ${sample.id} was not disposed.` }] };
      }

      const done = await db.disposeSample(sample.id, caller.userId, args.method);
      if (!done) return refuse(`Sample ${sample.id} changed state in the meantime; nothing was disposed.`);
      await lims.reportDisposal(sample.id, args.method, caller.userId);

      return { content: [{ type: 'text', text: `Sample ${sample.id} disposed by ${args.method}. Reason recorded: ${args.reason}` }] };
    },
  );
}
