// Tool void_envelope: withdraws a sent envelope after a confirmation sealed to the caller and the exact arguments.
// @ts-nocheck
import { z } from 'zod';
import { accepted, askResult, callerId, roundTrip, text, toolError } from '../rounds.js';

const TOOL = 'void_envelope';

export function registerVoidEnvelope(server, { sealer, repo, esign }) {
  server.registerTool(
    TOOL,
    {
      description: 'Void an envelope that is out for signature. Signers can no longer sign it.',
      inputSchema: { envelopeId: z.string().uuid(), reason: z.string().min(5).max(200) },
      annotations: { destructiveHint: true },
    },
    async (args, extra) => {
      const sub = callerId(extra);
      const { requestState, inputResponses } = roundTrip(extra);
      const binding = { sub, tool: TOOL, args };

      const envelope = await repo.getEnvelope(args.envelopeId);
      if (!envelope || envelope.ownerId !== sub) return toolError('You have no envelope with that id.');
      if (envelope.status !== 'sent' && envelope.status !== 'delivered') {
        return toolError(`Envelope is ${envelope.status} and can no longer be voided.`);
      }

      if (!requestState) {
        const sealed = sealer.seal({ phase: 'confirm' }, binding);
        return askResult(
          'confirm_void',
          {
            message: `Void the envelope sent to ${envelope.counterpartyEmail}? Reason recorded: "${args.reason}".`,
            schema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
          },
          sealed,
        );
      }

      const pending = sealer.open(requestState, binding);
      if (!pending || pending.phase !== 'confirm') return toolError('This confirmation expired or does not match the request.');

      const answer = accepted(inputResponses, 'confirm_void');
      if (answer?.confirm !== true) return text('Envelope left as it is.');

      await esign.voidEnvelope(args.envelopeId, args.reason);
      await repo.setEnvelopeStatus(args.envelopeId, 'voided');
      return text(`Envelope ${args.envelopeId} voided.`);
    },
  );
}
