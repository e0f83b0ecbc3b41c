// submit_expense_report: pick receipts, categorise them, choose an approver, confirm, then submit for approval.
// @ts-nocheck

import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { callerId, StateMismatch, upgradePayload, type WizardPayload } from '../state/codec.js';

const TOOL = 'submit_expense_report';
const CATEGORIES = ['travel', 'lodging', 'meals', 'client_entertainment', 'software', 'equipment', 'training', 'other'];

const fail = (text: string) => ({ isError: true, content: [{ type: 'text', text }] });
const say = (text: string, structuredContent?: object) => ({ content: [{ type: 'text', text }], ...(structuredContent ? { structuredContent } : {}) });
const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency}`;

export function registerSubmitReport(server, { codec, db, receipts, approvals }) {
  async function chosenReceipts(userId: string, ids: string[]) {
    const found = await receipts.getMany(userId, ids);
    return found.filter((r) => r && !r.reportId);
  }

  async function prompt(state: WizardPayload, args, ctx, userId: string, note?: string) {
    let request;
    switch (state.step) {
      case 'receipts': {
        const page = await receipts.page(userId, state.nextPageToken);
        state.nextPageToken = page.nextPageToken;
        if (page.receipts.length === 0 && !(state.receiptIds?.length)) return fail('You have no unassigned receipts. Upload receipts to the OCR inbox first.');
        request = inputRequired.elicit({
          message: `Select receipts for "${args.title}"${state.receiptIds?.length ? ` (${state.receiptIds.length} already selected)` : ''}`,
          requestedSchema: {
            type: 'object',
            properties: {
              receiptIds: {
                type: 'array',
                items: { type: 'string', oneOf: page.receipts.map((r) => ({ const: r.id, title: `${r.date} ${r.merchant} ${money(r.totalCents, r.currency)}` })) },
              },
              more: { type: 'boolean', title: 'Show more receipts after this page', default: false },
            },
            required: ['receiptIds'],
          },
        });
        break;
      }
      case 'categorize': {
        const chosen = await chosenReceipts(userId, state.receiptIds ?? []);
        const properties = {};
        chosen.forEach((r, i) => {
          properties[`category_${i}`] = { type: 'string', enum: CATEGORIES, title: `${r.merchant} (${money(r.totalCents, r.currency)})` };
        });
        properties['projectCode'] = { type: 'string', title: 'Project code (optional)', pattern: '^[A-Z]{2,4}-\\d{3,5}$' };
        request = inputRequired.elicit({ message: 'Categorise each receipt', requestedSchema: { type: 'object', properties, required: chosen.map((_, i) => `category_${i}`) } });
        break;
      }
      case 'approver': {
        const chosen = await chosenReceipts(userId, state.receiptIds ?? []);
        const total = chosen.reduce((sum, r) => sum + r.totalCents, 0);
        const approvers = await db.approversFor(userId, total);
        if (approvers.length === 0) return fail('Nobody in your approval chain can approve this amount; contact finance.');
        request = inputRequired.elicit({
          message: `Who should approve ${money(total, args.currency)}?`,
          requestedSchema: {
            type: 'object',
            properties: { approverId: { type: 'string', oneOf: approvers.map((a) => ({ const: a.id, title: a.display_name })) } },
            required: ['approverId'],
          },
        });
        break;
      }
      case 'confirm': {
        const chosen = await chosenReceipts(userId, state.receiptIds ?? []);
        const total = chosen.reduce((sum, r) => sum + r.totalCents, 0);
        const lines = state.lines.map((l) => {
          const r = chosen.find((c) => c.id === l.receiptId);
          return `  ${r?.merchant ?? '?'}  ${l.category}${l.projectCode ? ` [${l.projectCode}]` : ''}  ${r ? money(r.totalCents, r.currency) : ''}`;
        });
        request = inputRequired.elicit({
          message: [`Submit "${args.title}" for ${money(total, args.currency)}?`, ...lines].join('\n'),
          requestedSchema: { type: 'object', properties: { submit: { type: 'boolean', title: 'Submit for approval' } }, required: ['submit'] },
        });
        break;
      }
    }
    return inputRequired({
      inputRequests: { [state.step]: request },
      requestState: await codec.mint(state, ctx),
      ...(note ? { content: [{ type: 'text', text: note }] } : {}),
    });
  }

  async function apply(state: WizardPayload, content, args, userId: string) {
    switch (state.step) {
      case 'receipts': {
        const picked = (Array.isArray(content.receiptIds) ? content.receiptIds : []).map(String);
        const valid = await chosenReceipts(userId, picked);
        state.receiptIds = [...new Set([...(state.receiptIds ?? []), ...valid.map((r) => r.id)])];
        if (content.more === true && state.nextPageToken) return { stay: true };
        if (state.receiptIds.length === 0) return { stay: true, note: 'Select at least one receipt.' };
        state.step = 'categorize';
        return {};
      }
      case 'categorize': {
        const chosen = await chosenReceipts(userId, state.receiptIds ?? []);
        state.lines = chosen.map((r, i) => ({
          receiptId: r.id,
          category: CATEGORIES.includes(content[`category_${i}`]) ? content[`category_${i}`] : 'other',
          projectCode: content.projectCode || undefined,
        }));
        state.step = 'approver';
        return {};
      }
      case 'approver': {
        const chosen = await chosenReceipts(userId, state.receiptIds ?? []);
        const total = chosen.reduce((sum, r) => sum + r.totalCents, 0);
        const approvers = await db.approversFor(userId, total);
        if (!approvers.some((a) => a.id === content.approverId)) return { stay: true, note: 'Pick an approver from the list.' };
        state.approverId = String(content.approverId);
        state.step = 'confirm';
        return {};
      }
      case 'confirm': {
        if (content.submit !== true) return { result: say('Report not submitted; your receipts stay in the inbox.') };
        const chosen = await chosenReceipts(userId, state.receiptIds ?? []);
        if (chosen.length !== (state.receiptIds ?? []).length) return { result: fail('Some receipts were used in another report meanwhile; start again.') };
        const approvers = await db.approversFor(userId, chosen.reduce((s, r) => s + r.totalCents, 0));
        if (!approvers.some((a) => a.id === state.approverId)) return { result: fail('The chosen approver can no longer approve this amount; start again.') };
        const lines = state.lines.map((l) => {
          const r = chosen.find((c) => c.id === l.receiptId);
          return { ...l, merchant: r.merchant, amountCents: r.totalCents };
        });
        const totalCents = lines.reduce((s, l) => s + l.amountCents, 0);
        const report = await db.createReport({ ownerId: userId, title: args.title, currency: args.currency, totalCents, approverId: state.approverId, lines });
        await receipts.assign(userId, state.receiptIds, report.id);
        await approvals.submit({ id: report.id, number: report.number, approverId: state.approverId, ownerId: userId, totalCents, currency: args.currency }, state.apiVersion);
        return { result: say(`Submitted ${report.number} (${money(totalCents, args.currency)}) for approval.`, { reportId: report.id, number: report.number }) };
      }
    }
  }

  server.registerTool(
    TOOL,
    {
      description: 'Create an expense report from your scanned receipts and send it for approval (several short questions).',
      inputSchema: z.object({ title: z.string().min(3).max(120), currency: z.string().length(3).default('EUR') }),
    },
    async (args, ctx) => {
      const userId = callerId(ctx);
      if (!userId) return fail('Sign in to submit expenses.');

      const verified = await ctx.mcpReq.requestState<WizardPayload>();
      let state: WizardPayload;
      try {
        state = verified
          ? upgradePayload(verified, TOOL, userId)
          : { v: 3, tool: TOOL, sub: userId, step: 'receipts', apiVersion: approvals.apiVersion, nextPageToken: null };
      } catch (err) {
        if (err instanceof StateMismatch) return fail(`${err.message}; please start the report again.`);
        throw err;
      }

      if (!verified) return prompt(state, args, ctx, userId);

      const content = acceptedContent(ctx.mcpReq.inputResponses, state.step);
      if (!content) return say('Expense report discarded.');
      const outcome = await apply(state, content, args, userId);
      if (outcome.result) return outcome.result;
      return prompt(state, args, ctx, userId, outcome.note);
    },
  );
}
