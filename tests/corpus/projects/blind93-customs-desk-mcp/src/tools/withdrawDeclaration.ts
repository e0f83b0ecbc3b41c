// Tool invalidate_declaration: asks customs to invalidate a lodged declaration.
// @ts-nocheck
import { z } from 'zod';
import { brokerUser } from '../auth/tokens.js';
import { collections, audit } from '../db/mongo.js';
import { withdrawDeclaration } from '../customs/client.js';
import { sealBound, openBound } from '../state/binding.js';
import { needsInput, form, incomingState, acceptedAnswer, say, refuse } from '../mcp/rounds.js';

const TOOL = 'invalidate_declaration';

export function registerWithdrawDeclaration(server) {
  server.registerTool(
    TOOL,
    {
      title: 'Invalidate declaration',
      description: 'Request invalidation of a declaration that has not been released. Customs may refuse.',
      inputSchema: {
        mrn: z.string().regex(/^[0-9]{2}[A-Z]{2}[0-9A-Z]{14}$/),
        reason: z.string().min(10).max(500),
      },
      annotations: { destructiveHint: true },
    },
    async (args, extra) => {
      const user = brokerUser(extra);
      const decl = await collections.declarations().findOne({ mrn: args.mrn, brokerId: user.brokerId });
      if (!decl) return refuse(`No declaration ${args.mrn} lodged by your brokerage.`);
      if (decl.status === 'released' || decl.status === 'invalidated') {
        return refuse(`Declaration ${args.mrn} is ${decl.status} and cannot be invalidated.`);
      }

      const envelope = incomingState(extra);
      if (!envelope) {
        return needsInput(
          {
            confirm: form(`Ask customs to invalidate ${args.mrn} (shipment ${decl.shipmentId})? Reason: "${args.reason}"`, {
              invalidate: { type: 'boolean', title: 'Send invalidation request' },
            }),
          },
          sealBound(TOOL, user.userId, args, { shipmentId: decl.shipmentId }),
          'Waiting for confirmation of the invalidation request.',
        );
      }

      const pending = openBound<{ shipmentId: string }>(envelope, TOOL, user.userId, args);
      if (!pending || pending.shipmentId !== decl.shipmentId) {
        return refuse('The confirmation expired or does not match this request; ask again.');
      }
      if (acceptedAnswer(extra, 'confirm')?.invalidate !== true) return say(`Declaration ${args.mrn} left as is.`);

      await withdrawDeclaration(args.mrn, args.reason);
      await collections.declarations().updateOne({ _id: decl._id }, { $set: { status: 'invalidation-requested' } });
      await audit({ action: 'declaration.invalidation_requested', userId: user.userId, mrn: args.mrn });
      return say(`Invalidation of ${args.mrn} requested. Customs will answer within two working days.`);
    },
  );
}
