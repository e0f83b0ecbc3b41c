// cancel_loan: cancels a loan agreement once the borrower confirms that exact cancellation.
// @ts-nocheck
import * as z from 'zod';
import { createHash } from 'node:crypto';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { codecFor, callerOf, resumeState, StateRejected } from '../stateCodec.js';
import { loanForInstitution, markLoanCancelled } from '../db.js';
import { registrar } from '../services/registrar.js';

const TOOL = 'cancel_loan';

const refuse = (text: string) => ({ isError: true, content: [{ type: 'text', text }] });

function requestDigest(loanId: string, reason: string): string {
  return createHash('sha256').update(JSON.stringify([TOOL, loanId, reason.trim()])).digest('hex');
}

export function registerCancelLoan(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Cancel a requested or approved loan. The registrar releases the object and any courier booking.',
      inputSchema: { loanId: z.string().uuid(), reason: z.string().min(5).max(400) },
      annotations: { destructiveHint: true },
    },
    async ({ loanId, reason }, ctx) => {
      const caller = callerOf(ctx);
      let state;
      try {
        state = await resumeState(TOOL, ctx);
      } catch (err) {
        if (err instanceof StateRejected) return refuse(err.message);
        throw err;
      }

      const loan = await loanForInstitution(loanId, caller.institutionId);
      if (!loan) return refuse('Loan not found.');
      if (!['requested', 'approved'].includes(loan.status)) return refuse(`Loan is ${loan.status} and cannot be cancelled.`);

      if (!state) {
        const requestState = await codecFor(TOOL).mint({ loanId, argsDigest: requestDigest(loanId, reason) }, ctx);
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Cancel the loan of "${loan.title}" starting ${loan.starts_on}? Reason given: "${reason}".`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Cancel this loan' } },
                required: ['confirm'],
              },
            }),
          },
          requestState,
        });
      }

      if (state.loanId !== loanId || state.argsDigest !== requestDigest(loanId, reason)) {
        return refuse('That confirmation was given for a different cancellation.');
      }
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (answer?.confirm !== true) return { content: [{ type: 'text', text: 'Loan left in place.' }] };

      await registrar.cancelAgreement(loan.agreement_ref, reason);
      await markLoanCancelled(loanId, caller.userId, reason);
      return { content: [{ type: 'text', text: `Loan ${loanId} cancelled.` }] };
    },
  );
}
