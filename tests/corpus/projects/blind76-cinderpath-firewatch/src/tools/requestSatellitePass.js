// request_satellite_pass: quote a thermal/optical pass over an incident and order it once the officer agrees.
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { incident } from '../db.js';
import { quotePass, placeOrder } from '../upstreams.js';
import { putDraft, claimDraft } from '../drafts.js';
import { mintFor, resume } from '../stateCodec.js';

const TOOL = 'request_satellite_pass';

const fail = (text) => ({ isError: true, content: [{ type: 'text', text }] });
const say = (text) => ({ content: [{ type: 'text', text }] });

export function registerRequestSatellitePass(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Order a satellite imaging pass over an incident (billed to the district)',
      inputSchema: { incidentId: z.string().uuid(), sensor: z.enum(['thermal', 'optical']) },
      annotations: { openWorldHint: true },
    },
    async (args, ctx) => {
      const { userId, district } = ctx.http?.authInfo?.extra ?? {};
      const inc = await incident(args.incidentId, district);
      if (!inc) return fail('No such incident in your district.');

      const outcome = await resume(ctx, TOOL);
      switch (outcome.status) {
        case 'fresh': {
          let quote;
          try {
            quote = await quotePass(inc.lat, inc.lon, args.sensor);
          } catch (e) {
            return fail(`The tasking service could not quote a pass (${e.message}).`);
          }
          const draftId = await putDraft(userId, { orderGrant: quote.grant, priceUsd: quote.priceUsd, passAt: quote.passAt });
          const requestState = await mintFor(TOOL, { incidentId: inc.id, sensor: args.sensor, draftId }, ctx);
          return inputRequired({
            inputRequests: {
              confirm: inputRequired.elicit({
                message: `A ${args.sensor} pass over ${inc.name} at ${quote.passAt} costs $${quote.priceUsd}. Order it?`,
                requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
              }),
            },
            requestState,
          });
        }
        case 'resumed': {
          const { state } = outcome;
          if (state.incidentId !== inc.id || state.sensor !== args.sensor) return fail('That answer was for a different pass.');
          const draft = await claimDraft(state.draftId, userId);
          if (draft.status !== 'ok') return fail('That quote is no longer available. Please ask again.');
          const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
          if (answer?.confirm !== true) return say('No pass ordered.');
          const order = await placeOrder(draft.data.orderGrant, `incident-${inc.id}`).catch((e) => ({ error: e.message }));
          if (order.error) return fail(`The order failed: ${order.error}`);
          return say(`Ordered: ${args.sensor} pass at ${draft.data.passAt}, order ${order.orderId}.`);
        }
        default:
          return fail('That answer belongs to a different request. Please start again.');
      }
    },
  );
}
