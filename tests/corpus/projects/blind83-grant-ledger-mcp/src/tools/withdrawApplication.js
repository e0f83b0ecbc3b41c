// withdraw_application: withdraws a grant application and releases its finance commitments after confirmation.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { applicationFor, withdraw } from '../db.js';
import { releaseCommitments } from '../finance.js';
import { mintState, verifyState } from '../state/jwtState.js';

const TOOL = 'withdraw_application';

function digestArgs(args) {
  const ordered = Object.fromEntries(Object.entries(args).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(JSON.stringify(ordered)).digest('hex');
}

export function registerWithdrawApplication(server, userIdOf) {
  server.registerTool(
    TOOL,
    {
      description: 'Withdraw one of your grant applications. This cannot be undone.',
      inputSchema: z.object({ applicationId: z.string().uuid(), reason: z.string().min(5).max(500) }),
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const userId = userIdOf(ctx);
      const application = await applicationFor(args.applicationId, userId);
      if (!application || application.pi_user_id !== userId) {
        return { isError: true, content: [{ type: 'text', text: 'Only the PI can withdraw this application.' }] };
      }
      if (application.status === 'withdrawn') {
        return { content: [{ type: 'text', text: `${application.reference} is already withdrawn.` }] };
      }

      const raw = ctx.mcpReq.requestState();
      if (!raw) {
        const requestState = await mintState({ argsDigest: digestArgs(args) }, { userId, tool: TOOL });
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Withdraw ${application.reference} "${application.title}"? Reason: ${args.reason}`,
              requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean', title: 'Withdraw' } }, required: ['confirm'] },
            }),
          },
          requestState,
        });
      }

      const state = await verifyState(raw, { userId, tool: TOOL });
      if (!state || state.argsDigest !== digestArgs(args)) {
        return { isError: true, content: [{ type: 'text', text: 'That confirmation does not match this withdrawal.' }] };
      }
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (answer?.confirm !== true) return { content: [{ type: 'text', text: 'Application kept.' }] };

      await withdraw(application.id, args.reason);
      if (application.grant_code) await releaseCommitments(application.grant_code, application.reference);
      return { content: [{ type: 'text', text: `${application.reference} withdrawn.` }] };
    },
  );
}
