// Tool prepare_contract: drives the contract state chart across rounds and sends the envelope at the end.
// @ts-nocheck
import { z } from 'zod';
import { contractFlow } from '../workflow/contract-flow.js';
import { isFinal, pendingQuestion, send, start } from '../workflow/machine.js';
import { accepted, answered, askResult, callerId, roundTrip, text, toolError } from '../rounds.js';

const TOOL = 'prepare_contract';
const API_VERSION = '2024-11';

export function registerPrepareContract(server, { sealer, repo, esign }) {
  server.registerTool(
    TOOL,
    {
      description: 'Prepare a contract from a template and send it for e-signature.',
      inputSchema: { templateId: z.string().min(1), title: z.string().min(3).max(120) },
    },
    async (args, extra) => {
      const sub = callerId(extra);
      const { requestState, inputResponses } = roundTrip(extra);
      const binding = { sub, tool: TOOL, args };

      let snap;
      if (requestState) {
        const saved = sealer.open(requestState, binding);
        if (!saved) return toolError('This contract conversation expired or was changed. Please start again.');
        if (saved.apiVersion !== API_VERSION) return toolError('The contract desk was updated meanwhile. Please start again.');
        snap = saved.snap;
      } else {
        const template = await repo.getTemplate(args.templateId);
        if (!template) return toolError(`No active template ${args.templateId}.`);
        const draftHandle = await repo.createDraft(sub, template.id, args.title);
        snap = start(contractFlow, { draftHandle, templateId: template.id, title: args.title });
      }

      const answer = accepted(inputResponses, snap.at);
      if (answer) {
        snap = send(contractFlow, snap, answer);
      } else if (answered(inputResponses, snap.at)) {
        await repo.discardDraft(snap.ctx.draftHandle, sub);
        return text('Contract preparation cancelled.');
      }

      if (isFinal(contractFlow, snap)) {
        if (snap.at === 'discarded') {
          await repo.discardDraft(snap.ctx.draftHandle, sub);
          return text('Draft discarded.');
        }
        const draft = await repo.loadDraft(snap.ctx.draftHandle, sub);
        if (!draft) return toolError('The draft is gone; it may have expired.');
        const envelope = await esign.createEnvelope({
          title: draft.title,
          documentBase64: draft.documentBase64,
          signer: { name: snap.ctx.counterpartyName, email: snap.ctx.counterpartyEmail },
          signingOrder: snap.ctx.signingOrder,
          requireAccessCode: snap.ctx.requirePasswordForSigners,
          reminderDays: snap.ctx.reminderDays,
          sender: { name: extra.authInfo?.extra?.name ?? sub, email: extra.authInfo?.extra?.email },
        });
        await repo.recordEnvelope(envelope.envelopeId, sub, snap.ctx.draftHandle, snap.ctx.counterpartyEmail);
        return text(`Sent "${draft.title}" to ${snap.ctx.counterpartyEmail} (envelope ${envelope.envelopeId}).`);
      }

      const question = pendingQuestion(contractFlow, snap);
      return askResult(snap.at, question, sealer.seal({ snap, apiVersion: API_VERSION }, binding));
    },
  );
}
