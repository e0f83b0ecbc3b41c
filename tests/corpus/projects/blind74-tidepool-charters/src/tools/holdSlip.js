// hold_slip: finds a free marina berth and places a short hold on it for the caller's vessel.
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { findMarina, findOperator, recordHold } from '../db.js';
import { availableSlips, placeSlipHold } from '../operators.js';
import { mintFor, openFor, userOf, StateRefused } from '../stateCodec.js';

const TOOL = 'hold_slip';

const failure = (text) => ({ content: [{ type: 'text', text }], isError: true });

export function registerHoldSlip(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Hold a marina berth for your vessel for a number of nights.',
      inputSchema: {
        marinaId: z.string(),
        arrival: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
        nights: z.number().int().min(1).max(21),
      },
    },
    async ({ marinaId, arrival, nights }, ctx) => {
      const userId = userOf(ctx);
      let state;
      try {
        state = await openFor(TOOL, ctx);
      } catch (err) {
        if (err instanceof StateRefused) return failure('The hold session expired.');
        throw err;
      }

      if (!state) {
        const marina = findMarina(marinaId);
        if (!marina) return failure('Unknown marina.');
        const operator = findOperator(marina.operator_id);
        if (!operator) return failure('The marina operator is unavailable.');
        const slips = await availableSlips(operator.api_key, marinaId, arrival, nights);
        if (!slips.length) return failure(`No berth free at ${marina.name} from ${arrival}.`);
        const first = Object.assign(
          { stage: 'slip', done: [] },
          { request: { marinaId, arrival, nights }, offered: slips.map((s) => s.id) },
          {
            operator: {
              id: operator.id,
              account: operator.account_ref,
              apiKey: operator.api_key, // expect: no-secrets-in-state
            },
          },
        );
        return inputRequired({
          inputRequests: {
            slip: inputRequired.elicit({
              message: `Berths free at ${marina.name}:`,
              requestedSchema: {
                type: 'object',
                properties: {
                  slipId: {
                    type: 'string',
                    enum: slips.map((s) => s.id),
                    enumNames: slips.map((s) => `${s.label} — max ${s.maxLengthM} m, ${s.pricePerNightCents / 100}/night`),
                  },
                },
                required: ['slipId'],
              },
            }),
          },
          requestState: await mintFor(TOOL, first, ctx),
        });
      }

      const { request } = state;
      if (request.marinaId !== marinaId || request.arrival !== arrival || request.nights !== nights) {
        return failure('The request changed; start again.');
      }

      if (state.stage === 'slip') {
        const answer = acceptedContent(ctx.mcpReq.inputResponses, 'slip');
        if (!answer || !state.offered.includes(answer.slipId)) return failure('Choose one of the offered berths.');
        const next = Object.assign({}, state, {
          stage: 'vessel',
          done: [...state.done, 'slip'],
          request: Object.assign({}, state.request, { slipId: answer.slipId }),
        });
        return inputRequired({
          inputRequests: {
            vessel: inputRequired.elicit({
              message: 'Tell us about the vessel.',
              requestedSchema: {
                type: 'object',
                properties: {
                  name: { type: 'string' },
                  lengthM: { type: 'number', minimum: 3, maximum: 60 },
                },
                required: ['name', 'lengthM'],
              },
            }),
          },
          requestState: await mintFor(TOOL, next, ctx),
        });
      }

      if (state.stage === 'vessel') {
        const vessel = acceptedContent(ctx.mcpReq.inputResponses, 'vessel');
        if (!vessel) return { content: [{ type: 'text', text: 'No hold placed.' }] };
        const hold = await placeSlipHold(state.operator.apiKey, marinaId, {
          account: state.operator.account,
          slipId: state.request.slipId,
          arrival,
          nights,
          vessel: { name: vessel.name, lengthM: vessel.lengthM },
        });
        recordHold({
          userId,
          marinaId,
          slipId: state.request.slipId,
          arrival,
          nights,
          vesselName: vessel.name,
          vesselLength: vessel.lengthM,
          holdRef: hold.reference,
        });
        const done = [...state.done, 'vessel', 'held'];
        return { content: [{ type: 'text', text: `Berth held until ${hold.expiresAt} (ref ${hold.reference}); ${done.join(' → ')}.` }] };
      }

      return failure('Unknown stage.');
    },
  );
}
