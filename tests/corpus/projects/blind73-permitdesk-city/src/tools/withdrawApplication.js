// withdraw_application tool: withdraws a pending permit application once the applicant confirms.
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { applicantOf } from '../auth.js';
import { permitForApplicant, withdrawPermit } from '../db.js';
import { mintFor, stateFor, StateRejected } from '../stateCodec.js';

const TOOL = 'withdraw_application';

const fail = (text) => ({ isError: true, content: [{ type: 'text', text }] });

export function registerWithdrawApplication(server) {
  server.registerTool(
    TOOL,
    {
      title: 'Withdraw a permit application',
      description: 'Withdraw a submitted or under-review application. Review fees already paid are not refunded.',
      inputSchema: z.object({ permitId: z.string().uuid(), reason: z.string().min(3).max(500) }),
      annotations: { destructiveHint: true, idempotentHint: false },
    },
    async (args, ctx) => {
      const { applicantId } = applicantOf(ctx);
      const permit = await permitForApplicant(args.permitId, applicantId);
      if (!permit) return fail('No permit with that id on your account.');
      if (!['submitted', 'under_review'].includes(permit.status)) return fail(`A ${permit.status} permit cannot be withdrawn.`);

      let state;
      try {
        state = await stateFor(TOOL, args, ctx);
      } catch (err) {
        if (err instanceof StateRejected) return fail(err.message);
        throw err;
      }

      if (!state) {
        const feeNote = permit.fee_paid_at ? ' The review fee you paid will not be refunded.' : '';
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Withdraw application ${permit.permit_number} for ${permit.site_address}?${feeNote} This cannot be undone.`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: `Withdraw ${permit.permit_number}` } },
                required: ['confirm'],
              },
            }),
          },
          requestState: await mintFor(TOOL, args, { permitNumber: permit.permit_number }, ctx),
        });
      }

      if (state.permitNumber !== permit.permit_number) return fail('This confirmation was for another application.');
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (answer?.confirm !== true) return { content: [{ type: 'text', text: 'The application was not withdrawn.' }] };

      const ok = await withdrawPermit(permit.id, applicantId, args.reason);
      if (!ok) return fail('The application could not be withdrawn; its status may have changed.');
      return { content: [{ type: 'text', text: `Application ${permit.permit_number} has been withdrawn.` }] };
    },
  );
}
