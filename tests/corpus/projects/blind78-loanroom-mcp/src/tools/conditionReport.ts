// attach_condition_report: opens a registrar report session, collects the borrower's findings, then submits them.
// @ts-nocheck
import * as z from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { codecFor, callerOf, resumeState, StateRejected } from '../stateCodec.js';
import { stash, claim } from '../handles.js';
import { loanForInstitution, recordConditionReport } from '../db.js';
import { registrar } from '../services/registrar.js';

const TOOL = 'attach_condition_report';

const refuse = (text: string) => ({ isError: true, content: [{ type: 'text', text }] });

export function registerConditionReport(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Record an incoming or outgoing condition check for a loaned object.',
      inputSchema: { loanId: z.string().uuid(), checkpoint: z.enum(['arrival', 'installation', 'deinstall', 'departure']) },
    },
    async ({ loanId, checkpoint }, ctx) => {
      const caller = callerOf(ctx);
      let state;
      try {
        state = await resumeState(TOOL, ctx);
      } catch (err) {
        if (err instanceof StateRejected) return refuse(err.message);
        throw err;
      }

      if (!state) {
        const loan = await loanForInstitution(loanId, caller.institutionId);
        if (!loan || loan.status !== 'approved') return refuse('No approved loan with that id.');
        const session = await registrar.openReportSession(loan.agreement_ref);
        const sessionRef = await stash({
          ownerId: caller.userId,
          loanId,
          sessionId: session.sessionId,
          uploadToken: session.uploadToken,
        });
        const requestState = await codecFor(TOOL).mint({ loanId, checkpoint, sessionRef }, ctx);
        return inputRequired({
          inputRequests: {
            findings: inputRequired.elicit({
              message: `Condition check (${checkpoint}) for "${loan.title}". Describe what you found.`,
              requestedSchema: {
                type: 'object',
                properties: {
                  grade: { type: 'string', enum: ['unchanged', 'minor_change', 'damage'], title: 'Overall' },
                  notes: { type: 'string', maxLength: 4000, title: 'Notes' },
                  checkedAt: { type: 'string', format: 'date-time', title: 'Checked at' },
                },
                required: ['grade', 'checkedAt'],
              },
            }),
          },
          requestState,
        });
      }

      if (state.loanId !== loanId || state.checkpoint !== checkpoint) return refuse('These findings belong to another check.');
      const findings = acceptedContent(ctx.mcpReq.inputResponses, 'findings');
      if (!findings) return { content: [{ type: 'text', text: 'Condition report discarded.' }] };
      const session = await claim(state.sessionRef, caller.userId);
      if (!session || session.loanId !== loanId) return refuse('The report session has expired; please start again.');

      const submitted = await registrar.submitReport(session.sessionId, session.uploadToken, {
        checkpoint,
        grade: findings.grade,
        notes: findings.notes ?? '',
        checkedAt: findings.checkedAt,
        reportedBy: caller.userId,
      });
      await recordConditionReport({
        loanId,
        userId: caller.userId,
        grade: findings.grade,
        notes: findings.notes ?? '',
        checkedAt: findings.checkedAt,
        registrarRef: submitted.ref,
      });
      return { content: [{ type: 'text', text: `Condition report ${submitted.ref} filed.` }] };
    },
  );
}
