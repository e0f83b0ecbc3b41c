// file_motion: quotes the court fee, asks the attorney to approve it, then submits the drafted motion.
// @ts-nocheck
import * as z from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { stateCodec, principalOf } from '../security/codec.js';
import { getFilerCredential } from '../services/tokenVault.js';
import { efiling } from '../services/efiling.js';
import { docketForUser, draftForUser, recordFiling } from '../db.js';

const TOOL = 'file_motion';

const refuse = (text: string) => ({ isError: true, content: [{ type: 'text', text }] });

export function registerFileMotion(server) {
  server.registerTool(
    TOOL,
    {
      description: 'File a drafted motion on a docket. Shows the court fee and asks for approval before submitting.',
      inputSchema: { docketNo: z.string().min(3), draftId: z.string().uuid() },
      annotations: { openWorldHint: true },
    },
    async ({ docketNo, draftId }, ctx) => {
      const userId = principalOf(ctx);
      const state = await ctx.mcpReq.requestState();

      if (!state) {
        const docket = await docketForUser(userId, docketNo);
        const draft = await draftForUser(userId, draftId);
        if (!docket || !draft || draft.matter_id !== docket.matter_id) return refuse('Docket or draft not found.');
        if (draft.status !== 'ready') return refuse(`Draft is ${draft.status}; mark it ready before filing.`);

        const creds = await getFilerCredential(userId);
        const quote = await efiling.feeQuote(creds.accessToken, docketNo, draft.motion_type);
        const sealed = await stateCodec.mint(
          {
            tool: TOOL,
            docketNo,
            draftId,
            feeCents: quote.amountCents,
            filerToken: creds.accessToken, // expect: no-secrets-in-state
          },
          ctx,
        );
        return inputRequired({
          inputRequests: {
            fee: inputRequired.elicit({
              message: `${docket.court} charges $${(quote.amountCents / 100).toFixed(2)} to file this ${draft.motion_type}. Approve the fee?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  approve: { type: 'boolean', title: 'Approve fee' },
                  billingCode: { type: 'string', title: 'Client-matter billing code' },
                },
                required: ['approve'],
              },
            }),
          },
          requestState: sealed,
        });
      }

      if (state.tool !== TOOL || state.docketNo !== docketNo || state.draftId !== draftId) {
        return refuse('This approval belongs to a different filing.');
      }
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'fee');
      if (!answer?.approve) return { content: [{ type: 'text', text: 'Filing not submitted.' }] };

      const draft = await draftForUser(userId, draftId);
      const receipt = await efiling.submitMotion(state.filerToken, docketNo, {
        documentUrl: draft.pdf_url,
        motionType: draft.motion_type,
        feeCents: state.feeCents,
        billingCode: answer.billingCode ?? null,
      });
      await recordFiling({ userId, docketNo, draftId, receipt });
      return {
        content: [{ type: 'text', text: `Filed. Court receipt ${receipt.receiptNo}, docket entry #${receipt.docketEntry}.` }],
      };
    },
  );
}
