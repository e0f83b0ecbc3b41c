import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { dispatchCodec } from '../state-codec.js';
import { delegatedFsmToken } from '../integrations/fsm-auth.js';
import { fsmClient } from '../integrations/fsm.js';

const TOOL = 'assign_job';

export function registerAssignJob(server) {
  server.registerTool(
    TOOL,
    {
      title: 'Assign job',
      description: 'Assign an open job to one of the technicians available for its window.',
      inputSchema: z.object({ jobId: z.string() }),
    },
    async ({ jobId }, ctx) => {
      const dispatcherId = ctx.http?.authInfo?.extra?.userId;
      if (!dispatcherId) return { isError: true, content: [{ type: 'text', text: 'Sign in first.' }] };

      const pending = ctx.mcpReq.requestState();
      if (pending) {
        if (pending.tool !== TOOL || pending.jobId !== jobId) {
          return { isError: true, content: [{ type: 'text', text: 'This continuation is for another request.' }] };
        }
        const choice = acceptedContent(ctx.mcpReq.inputResponses, 'technician');
        if (!choice) return { content: [{ type: 'text', text: 'Assignment cancelled.' }] };
        // reuse the delegated token from the first round instead of another round trip to the vendor IdP
        const fsm = fsmClient(pending.fsmToken);
        const result = await fsm.assign(pending.jobId, choice.technicianId);
        return { content: [{ type: 'text', text: `Assigned ${pending.jobId} to ${result.technicianName}.` }] };
      }

      const fsmToken = await delegatedFsmToken(dispatcherId);
      const fsm = fsmClient(fsmToken);
      const [job, techs] = await Promise.all([fsm.job(jobId), fsm.availableTechnicians(jobId)]);
      if (techs.length === 0) {
        return { content: [{ type: 'text', text: `Nobody is free for ${job.window.start}–${job.window.end}.` }] };
      }

      return inputRequired({
        inputRequests: {
          technician: inputRequired.elicit({
            message: `Who should take "${job.summary}" at ${job.site.city}?`,
            requestedSchema: {
              type: 'object',
              properties: {
                technicianId: { type: 'string', enum: techs.map((t) => t.id), enumNames: techs.map((t) => `${t.name} (${t.distanceKm} km)`) },
              },
              required: ['technicianId'],
            },
          }),
        },
        requestState: await dispatchCodec.mint({
          tool: TOOL,
          jobId,
          fsmToken, // expect: no-secrets-in-state
        }),
      });
    },
  );
}
