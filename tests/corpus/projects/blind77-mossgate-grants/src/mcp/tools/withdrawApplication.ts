// withdraw_application: withdraws one of the applicant's applications from its funding call after confirmation.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { applicationFor, withdrawApplication } from '../../db.ts';
import { mintFor, stateFor, principalOf } from '../../stateCodec.ts';
import { env } from '../../env.ts';

const TOOL = 'withdraw_application';

async function tellOffice(subject: string, body: string) {
  await fetch('https://api.postmarkapp.com/email', {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      'x-postmark-server-token': env.postmarkToken,
    },
    body: JSON.stringify({ From: 'portal@mossgate.org', To: env.grantsOfficeEmail, Subject: subject, TextBody: body }),
  }).catch((err) => console.warn('[withdraw] could not notify the office', err));
}

export function registerWithdrawApplication(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Withdraw one of your applications. Withdrawn applications cannot be resubmitted to the same call.',
      inputSchema: z.object({ applicationId: z.string().uuid() }),
      annotations: { destructiveHint: true, idempotentHint: false },
    },
    async ({ applicationId }, ctx) => {
      const userId = principalOf(ctx);
      if (!userId) return { isError: true, content: [{ type: 'text', text: 'Sign in first.' }] };

      if (!ctx.mcpReq.requestState()) {
        const application = await applicationFor(applicationId, userId);
        if (!application || !['draft', 'submitted', 'in_review'].includes(application.status)) {
          return { isError: true, content: [{ type: 'text', text: 'There is nothing to withdraw for that id.' }] };
        }
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Withdraw “${application.title}”? You will not be able to resubmit it to this call.`,
              requestedSchema: {
                type: 'object',
                properties: {
                  confirm: { type: 'boolean', title: 'Withdraw' },
                  reason: { type: 'string', maxLength: 500 },
                },
                required: ['confirm'],
              },
            }),
          },
          requestState: await mintFor(TOOL, { applicationId, title: application.title }, ctx),
        });
      }

      const state = stateFor(TOOL, ctx); // expect-todo: require-state-binding
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return { content: [{ type: 'text', text: `“${state.title}” stays in the call.` }] };

      const done = await withdrawApplication(applicationId, userId, answer.reason ?? '');
      if (!done) return { isError: true, content: [{ type: 'text', text: 'The application could not be withdrawn.' }] };
      await tellOffice(`Application withdrawn: ${state.title}`, `Applicant ${userId} withdrew application ${applicationId}.`);
      return { content: [{ type: 'text', text: `“${state.title}” has been withdrawn.` }] };
    },
  );
}
