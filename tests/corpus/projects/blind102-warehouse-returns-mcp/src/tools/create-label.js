// create_return_label tool: quotes carrier services, keeps the quotes server-side, and buys the label the operator picks.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { answerFrom, needInput, stateFrom } from '../state/binding.js';

const TOOL = 'create_return_label';

async function carrierCall(carrier, path, body) {
  const res = await fetch(`${carrier.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-api-key': carrier.apiKey,
      'parcelco-version': carrier.apiVersion,
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  if (!res.ok) throw new Error(`carrier ${path} answered ${res.status}`);
  return res.json();
}

export function registerCreateLabel(server, { db, binder, config }) {
  server.registerTool(
    TOOL,
    {
      description: 'Create a prepaid return label for an RMA, choosing among carrier service levels.',
      inputSchema: { rmaId: z.string(), weightGrams: z.number().int().positive().max(30000) },
    },
    async (args, extra) => {
      const user = extra.authInfo.extra;
      const token = stateFrom(extra);
      const carried = token ? binder.accept(token, { userId: user.userId, tool: TOOL }) : null;

      if (!carried) {
        const rma = await db.rma(user.warehouseId, args.rmaId);
        if (!rma) return { isError: true, content: [{ type: 'text', text: 'Unknown RMA.' }] };
        if (rma.status !== 'approved') return { isError: true, content: [{ type: 'text', text: `RMA is ${rma.status}.` }] };
        const { rates } = await carrierCall(config.carrier, '/rates', {
          from: rma.customer_address,
          to: { warehouse: user.warehouseId },
          parcel: { weightGrams: args.weightGrams },
        });
        const draftId = randomBytes(16).toString('base64url');
        await db.saveLabelDraft({ id: draftId, userId: user.userId, rmaId: rma.id, quotes: rates });
        const requestState = binder.issue({
          userId: user.userId,
          tool: TOOL,
          data: { draftId, apiVersion: config.carrier.apiVersion },
        });
        const question = {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Choose a service for the return of RMA ${rma.id}:`,
            requestedSchema: {
              type: 'object',
              properties: {
                rateId: { type: 'string', oneOf: rates.map((r) => ({ const: r.id, title: `${r.service} - ${r.price} ${r.currency}, ${r.days} days` })) },
              },
              required: ['rateId'],
            },
          },
        };
        return needInput({ rate: question }, requestState, 'Pick a carrier service.');
      }

      const draft = await db.consumeLabelDraft(carried.draftId, user.userId);
      if (!draft) return { isError: true, content: [{ type: 'text', text: 'Those quotes expired; please ask again.' }] };
      const pick = answerFrom(extra, 'rate');
      const rate = pick && draft.quotes.find((q) => q.id === pick.rateId);
      if (!rate) return { isError: true, content: [{ type: 'text', text: 'Choose one of the quoted services.' }] };

      const label = await carrierCall(config.carrier, '/labels', { rateId: rate.id, reference: draft.rma_id });
      await db.attachLabel(draft.rma_id, { trackingNumber: label.tracking_number, labelUrl: label.label_url });
      return {
        content: [{ type: 'text', text: `Label ready: ${label.label_url} (tracking ${label.tracking_number}).` }],
        structuredContent: { trackingNumber: label.tracking_number, labelUrl: label.label_url, apiVersion: carried.apiVersion },
      };
    },
  );
}
