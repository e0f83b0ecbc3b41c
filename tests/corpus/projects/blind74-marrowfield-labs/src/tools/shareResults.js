// share_lab_results: reserves a portal grant for a recipient, asks for the validity, then activates it.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { orderOfClinician, results, shareDrafts } from '../db.js';
import { portal } from '../services.js';
import { mintStep, priorStep, clinicianOf, StaleState } from '../codec.js';

const TOOL = 'share_lab_results';
const DRAFT_TTL_MS = 5 * 60 * 1000;

const stop = (text) => ({ content: [{ type: 'text', text }], isError: true });

export function registerShareResults(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Share final results of an order with a recipient through the patient portal.',
      inputSchema: { orderId: z.string().uuid(), recipientEmail: z.string().email() },
    },
    async (args, ctx) => {
      const clinicianId = clinicianOf(ctx);
      let state;
      try {
        state = await priorStep(ctx, TOOL, args);
      } catch (err) {
        if (err instanceof StaleState) return stop(`Sharing session expired: ${err.message}.`);
        throw err;
      }

      if (!state) {
        const order = await orderOfClinician(args.orderId, clinicianId);
        if (!order) return stop('No such order.');
        const final = await results.findOne({ orderId: order._id, finalizedAt: { $exists: true } });
        if (!final) return stop('Results are not final yet.');
        const grant = await portal.reserveGrant(order.patientId, order._id, args.recipientEmail);
        const shareDraftId = randomUUID();
        await shareDrafts.insertOne({
          _id: shareDraftId,
          ownerId: clinicianId,
          orderId: order._id,
          grantId: grant.grantId,
          activationSecret: grant.activationSecret,
          expiresAt: new Date(Date.now() + DRAFT_TTL_MS),
        });
        return inputRequired({
          inputRequests: {
            options: inputRequired.elicit({
              message: `Share results of ${order.accession} with ${args.recipientEmail}?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  validDays: { type: 'integer', minimum: 1, maximum: 30, default: 7 },
                  note: { type: 'string', maxLength: 500 },
                },
                required: ['validDays'],
              },
            }),
          },
          requestState: await mintStep(ctx, TOOL, args, { step: 'options', shareDraftId, checks: { completed: ['reserve'] } }),
        });
      }

      if (state.step !== 'options') return stop('Unknown sharing step.');
      const options = acceptedContent(ctx.mcpReq.inputResponses, 'options');
      const draft = await shareDrafts.findOneAndDelete({ _id: state.shareDraftId, ownerId: clinicianId, orderId: args.orderId });
      if (!draft || draft.expiresAt < new Date()) return stop('The share reservation expired; run the tool again.');
      if (!options) return { content: [{ type: 'text', text: 'Nothing shared.' }] };
      await portal.activateGrant(draft.grantId, draft.activationSecret, options.validDays, options.note ?? '');
      return {
        content: [{ type: 'text', text: `Shared with ${args.recipientEmail} for ${options.validDays} days (grant ${draft.grantId}).` }],
      };
    },
  );
}
