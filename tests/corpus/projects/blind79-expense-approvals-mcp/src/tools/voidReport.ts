// void_expense_report: review, finance sign-off for reimbursed reports, typed confirmation, then void and withdraw.
// @ts-nocheck

import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { argsDigest, callerId, StateMismatch, upgradePayload, type WizardPayload } from '../state/codec.js';

const TOOL = 'void_expense_report';
const REASONS = ['duplicate', 'submitted_in_error', 'policy_violation', 'refunded_by_merchant', 'other'];

const fail = (text: string) => ({ isError: true, content: [{ type: 'text', text }] });
const say = (text: string, structuredContent?: object) => ({ content: [{ type: 'text', text }], ...(structuredContent ? { structuredContent } : {}) });

export function registerVoidReport(server, { codec, db, approvals }) {
  function ask(state: WizardPayload, ctx, message: string, properties: object, note?: string) {
    return codec.mint(state, ctx).then((requestState) =>
      inputRequired({
        inputRequests: {
          [state.step]: inputRequired.elicit({ message, requestedSchema: { type: 'object', properties, required: Object.keys(properties) } }),
        },
        requestState,
        ...(note ? { content: [{ type: 'text', text: note }] } : {}),
      }),
    );
  }

  server.registerTool(
    TOOL,
    {
      description: 'Void an expense report and withdraw it from approval. Reimbursed reports need a finance ticket.',
      inputSchema: z.object({ reportId: z.string().uuid(), reason: z.string().min(10).max(500) }),
      annotations: { destructiveHint: true, idempotentHint: true },
    },
    async (args, ctx) => {
      const userId = callerId(ctx);
      if (!userId) return fail('Sign in to void expense reports.');
      const digest = argsDigest(args);

      const verified = await ctx.mcpReq.requestState<WizardPayload>();
      let state: WizardPayload;
      if (verified) {
        try {
          state = upgradePayload(verified, TOOL, userId);
        } catch (err) {
          if (err instanceof StateMismatch) return fail(`${err.message}; start the void again.`);
          throw err;
        }
        if (state.argsDigest !== digest) return fail('The report or reason changed since you confirmed; start the void again.');
      } else {
        state = { v: 3, tool: TOOL, sub: userId, step: 'review', apiVersion: approvals.apiVersion, argsDigest: digest };
      }

      const report = await db.reportForVoid(args.reportId, userId);
      if (!report) return fail('Report not found, or you may not void it.');
      if (report.status === 'void') return say(`${report.number} is already void.`);
      const amount = `${(report.total_cents / 100).toFixed(2)} ${report.currency}`;

      if (verified) {
        const content = acceptedContent(ctx.mcpReq.inputResponses, state.step);
        if (!content) return say(`${report.number} was left unchanged.`);
        if (state.step === 'review') {
          if (!REASONS.includes(content.reasonCategory)) return ask(state, ctx, `Why is ${report.number} being voided?`, { reasonCategory: { type: 'string', enum: REASONS } }, 'Pick one of the listed reasons.');
          state.reasonCategory = content.reasonCategory;
          state.step = report.reimbursed_at ? 'finance' : 'confirm';
        } else if (state.step === 'finance') {
          const ref = String(content.financeTicket ?? '').trim().toUpperCase();
          if (!(await db.financeTicketOpen(ref, report.id))) {
            return ask(state, ctx, `Finance ticket for recovering ${amount} on ${report.number}`, { financeTicket: { type: 'string' } }, `No open finance ticket ${ref} for this report.`);
          }
          state.financeTicket = ref;
          state.step = 'confirm';
        } else if (state.step === 'confirm') {
          if (String(content.number ?? '').trim() !== report.number) return say('Report number did not match; nothing was voided.');
          if (report.reimbursed_at && !state.financeTicket) return fail('A finance ticket is required for reimbursed reports.');
          await db.voidReport(report.id, userId, args.reason, state.reasonCategory, state.financeTicket);
          await approvals.withdraw(report.id, args.reason);
          return say(`${report.number} (${amount}) is void.`, { reportId: report.id, status: 'void' });
        }
      }

      switch (state.step) {
        case 'review':
          return ask(state, ctx, `Void ${report.number} (${amount}, ${report.status})? Choose a reason category.`, { reasonCategory: { type: 'string', enum: REASONS } });
        case 'finance':
          return ask(state, ctx, `${report.number} was reimbursed on ${report.reimbursed_at}. Enter the finance ticket that tracks the recovery.`, { financeTicket: { type: 'string' } });
        default:
          return ask(state, ctx, `Type the report number (${report.number}) to void it for good.`, { number: { type: 'string' } });
      }
    },
  );
}
