// request_extension: asks the grants office for more days before a funding call's deadline, within the call's limit.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { applicationFor, recordExtension } from '../../db.ts';
import { mintFor, stateFor, principalOf } from '../../stateCodec.ts';

const TOOL = 'request_extension';

export function registerRequestExtension(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Request a deadline extension for one of your applications. The office reviews every request.',
      inputSchema: z.object({ applicationId: z.string().uuid() }),
      annotations: { destructiveHint: false },
    },
    async ({ applicationId }, ctx) => {
      const userId = principalOf(ctx);
      const application = userId && (await applicationFor(applicationId, userId));
      if (!application) return { isError: true, content: [{ type: 'text', text: 'Application not found.' }] };
      if (!application.max_extension_days) {
        return { isError: true, content: [{ type: 'text', text: 'This funding call does not allow extensions.' }] };
      }

      const state = stateFor(TOOL, ctx);
      if (!state) {
        const maxDays = application.max_extension_days;
        return inputRequired({
          inputRequests: {
            details: inputRequired.elicit({
              message: `The deadline is ${new Date(application.deadline).toDateString()}. How many extra days do you need, and why?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  days: { type: 'integer', minimum: 1, maximum: maxDays },
                  reason: { type: 'string', minLength: 20, maxLength: 1000 },
                },
                required: ['days', 'reason'],
              },
            }),
          },
          requestState: await mintFor(TOOL, { applicationId, maxDays }, ctx),
        });
      }

      if (state.applicationId !== applicationId) {
        return { isError: true, content: [{ type: 'text', text: 'That answer was for another application.' }] };
      }
      const details = acceptedContent(ctx.mcpReq.inputResponses, 'details');
      if (!details) return { content: [{ type: 'text', text: 'No extension requested.' }] };
      const days = Math.trunc(Number(details.days));
      if (!(days >= 1 && days <= state.maxDays)) {
        return { isError: true, content: [{ type: 'text', text: `Choose between 1 and ${state.maxDays} days.` }] };
      }
      const row = await recordExtension(applicationId, userId, days, String(details.reason).slice(0, 1000));
      return { content: [{ type: 'text', text: `Extension request #${row.id} for ${days} days sent to the grants office.` }] };
    },
  );
}
