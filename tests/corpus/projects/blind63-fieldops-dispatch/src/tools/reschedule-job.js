import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { dispatchCodec } from '../state-codec.js';
import { delegatedFsmToken } from '../integrations/fsm-auth.js';
import { fsmClient } from '../integrations/fsm.js';

const TOOL = 'reschedule_job';

export function registerRescheduleJob(server) {
  server.registerTool(
    TOOL,
    {
      title: 'Reschedule job',
      description: 'Offer the customer-facing windows that still fit and move the job to the chosen one.',
      inputSchema: z.object({ jobId: z.string(), notBefore: z.string().optional() }),
    },
    async ({ jobId, notBefore }, ctx) => {
      const dispatcherId = ctx.http?.authInfo?.extra?.userId;
      if (!dispatcherId) return { isError: true, content: [{ type: 'text', text: 'Sign in first.' }] };
      const fsm = fsmClient(await delegatedFsmToken(dispatcherId));

      const pending = ctx.mcpReq.requestState();
      if (pending?.tool === TOOL && pending.jobId === jobId) {
        const picked = acceptedContent(ctx.mcpReq.inputResponses, 'window');
        const window = picked && pending.windows.find((w) => w.id === picked.windowId);
        if (!window) return { content: [{ type: 'text', text: 'No window chosen; job unchanged.' }] };
        await fsm.reschedule(jobId, { start: window.start, end: window.end });
        return { content: [{ type: 'text', text: `Moved ${jobId} to ${window.start}.` }] };
      }

      const job = await fsm.job(jobId);
      const windows = job.alternativeWindows.filter((w) => !notBefore || w.start >= notBefore).slice(0, 6);
      return inputRequired({
        inputRequests: {
          window: inputRequired.elicit({
            message: `Pick a new window for ${job.summary}`,
            requestedSchema: {
              type: 'object',
              properties: { windowId: { type: 'string', enum: windows.map((w) => w.id) } },
              required: ['windowId'],
            },
          }),
        },
        requestState: await dispatchCodec.mint({ tool: TOOL, jobId, windows }),
      });
    },
  );
}
