// request_budget_amendment: moves money on a budget line; asks for a justification, then tracks finance review.
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { amendmentById, budgetLine, createAmendment, setAmendmentStatus, db } from '../db.js';
import { amendmentDecision, submitAmendment } from '../finance.js';
import { mintState } from '../state/jwtState.js';
import { resumeAmendment, STAGES } from '../state/resume.js';

const TOOL = 'request_budget_amendment';

const centsText = (c) => `${c < 0 ? '-' : '+'}${(Math.abs(c) / 100).toFixed(2)}`;

async function checkWithFinance(amendmentId, userId) {
  const amendment = await amendmentById(amendmentId);
  if (!amendment) return { isError: true, content: [{ type: 'text', text: 'Unknown amendment.' }] };
  const decision = await amendmentDecision(amendment.reference);
  if (decision.status !== amendment.status) await setAmendmentStatus(amendment.id, decision.status, decision.note ?? null);
  if (decision.status === 'in_review') {
    return inputRequired({
      inputRequests: {
        wait: inputRequired.elicit({
          message: `Amendment ${amendment.reference} (${amendment.title}) is still with Finance. Check again?`,
          requestedSchema: { type: 'object', properties: { again: { type: 'boolean', title: 'Check again' } }, required: ['again'] },
        }),
      },
      requestState: await mintState({ stage: STAGES.AWAITING_FINANCE, amendmentId: amendment.id }, { userId, tool: TOOL }),
    });
  }
  return {
    content: [
      {
        type: 'text',
        text: `Amendment ${amendment.reference} on ${amendment.line_item} (${centsText(amendment.delta_cents)}): ${decision.status}` +
          (decision.note ? ` — ${decision.note}` : '') + `\nJustification: ${amendment.justification}`,
      },
    ],
  };
}

export function registerBudgetAmendment(server, userIdOf) {
  server.registerTool(
    TOOL,
    {
      description: 'Request a budget amendment on one line of an awarded grant and follow its review by Finance.',
      inputSchema: z.object({
        grantId: z.string().uuid(),
        lineItem: z.string().regex(/^[A-Z]{2}\d{3}$/),
        deltaCents: z.number().int().refine((v) => v !== 0, 'delta must not be zero'),
      }),
    },
    async (args, ctx) => {
      const userId = userIdOf(ctx);
      const state = await resumeAmendment(ctx.mcpReq.requestState(), { userId, tool: TOOL }); // expect: require-sealed-state

      if (state?.stage === STAGES.AWAITING_FINANCE) {
        return checkWithFinance(state.amendmentId, userId);
      }

      const grant = await db('grants').where({ id: args.grantId, pi_user_id: userId, status: 'awarded' }).first();
      if (!grant) return { isError: true, content: [{ type: 'text', text: 'You are not the PI of an awarded grant with that id.' }] };
      const line = await budgetLine(grant.id, args.lineItem);
      if (!line) return { isError: true, content: [{ type: 'text', text: `No budget line ${args.lineItem} on this grant.` }] };
      if (line.remaining_cents + args.deltaCents < 0) {
        return { isError: true, content: [{ type: 'text', text: 'That would take the line below zero.' }] };
      }

      if (!state) {
        const claims = { stage: STAGES.JUSTIFY, grantId: grant.id, lineItem: args.lineItem, deltaCents: args.deltaCents };
        const requestState = await mintState(claims, { userId, tool: TOOL, expiresIn: '2h' }); // expect: require-state-binding
        return inputRequired({
          inputRequests: {
            justify: inputRequired.elicit({
              message: `Amend ${args.lineItem} on "${grant.title}" by ${centsText(args.deltaCents)}. Finance needs a justification.`,
              requestedSchema: {
                type: 'object',
                properties: { justification: { type: 'string', title: 'Justification', minLength: 20, maxLength: 2000 } },
                required: ['justification'],
              },
            }),
          },
          requestState,
        });
      }

      if (
        state.stage !== STAGES.JUSTIFY ||
        state.grantId !== args.grantId ||
        state.lineItem !== args.lineItem ||
        state.deltaCents !== args.deltaCents
      ) {
        return { isError: true, content: [{ type: 'text', text: 'This justification form belongs to another request.' }] };
      }
      const form = acceptedContent(ctx.mcpReq.inputResponses, 'justify');
      if (!form) return { content: [{ type: 'text', text: 'Amendment not submitted.' }] };

      const created = await createAmendment({
        grant_id: grant.id,
        line_item: args.lineItem,
        delta_cents: args.deltaCents,
        justification: form.justification,
        requested_by: userId,
      });
      await submitAmendment({
        reference: created.reference,
        grantCode: grant.code,
        lineItem: args.lineItem,
        deltaCents: args.deltaCents,
        justification: form.justification,
      });
      return checkWithFinance(created.id, userId);
    },
  );
}
