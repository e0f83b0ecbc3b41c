// order_analysis: choose analysis panels for a received sample, confirm the priced cart, then order at the LIMS.
// @ts-nocheck
import { sample, createCart, takeCart, placeOrder } from '../db.js';
import { catalogue, submitOrder } from '../services/lims.js';
import { sealState, openState, failureText } from '../sealedState.js';
import { fold } from '../either.js';

export const TOOL = 'order_analysis';

export const definition = {
  name: TOOL,
  description: 'Order laboratory analyses on one of your received samples',
  inputSchema: { type: 'object', properties: { sampleId: { type: 'string', format: 'uuid' } }, required: ['sampleId'] },
};

type OrderState =
  | { step: 'choose'; sampleId: string; etag: string; offered: string[] }
  | { step: 'confirm'; sampleId: string; etag: string; cartId: string };

const fail = (text: string) => ({ isError: true, content: [{ type: 'text', text }] });
const say = (text: string) => ({ content: [{ type: 'text', text }] });
const ask = (text: string, inputRequests, requestState: string) => ({
  content: [{ type: 'text', text }],
  _meta: { resultType: 'input_required', inputRequests, requestState },
});
const answer = (request, key: string) => {
  const r = request.params._meta?.inputResponses?.[key];
  return r?.action === 'accept' ? r.content ?? {} : null;
};
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export async function handle(request, extra) {
  const auth = extra.authInfo;
  const { userId, accountId } = auth.extra;
  const { sampleId } = request.params.arguments ?? {};
  const binding = { userId, tool: TOOL };

  const current = await sample(accountId, sampleId);
  if (!current) return fail('No such sample on your account.');
  if (current.status !== 'received') return fail(`That sample is ${current.status}; analyses can only be ordered on received samples.`);

  const raw = request.params._meta?.requestState;
  if (raw === undefined) {
    const { panels, stale } = await catalogue().catch(() => ({ panels: [], stale: true }));
    const fitting = panels.filter((p) => p.matrices.includes(current.matrix));
    if (fitting.length === 0) return fail('The analysis catalogue is unavailable or has no panel for this sample type.');
    const requestState = sealState({ step: 'choose', sampleId, etag: current.etag, offered: fitting.map((p) => p.code) }, binding);
    return ask(
      stale ? 'Catalogue prices may be out of date.' : 'Choose analyses.',
      {
        panels: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Which analyses for ${current.label} (${current.matrix})?`,
            requestedSchema: {
              type: 'object',
              properties: {
                panels: { type: 'array', items: { type: 'string', enum: fitting.map((p) => p.code) }, minItems: 1 },
                rush: { type: 'boolean', title: 'Rush (+50%)' },
              },
              required: ['panels'],
            },
          },
        },
      },
      requestState,
    );
  }

  return fold(
    openState<OrderState>(raw, binding),
    (reason) => fail(failureText(reason)),
    async (state) => {
      if (state.sampleId !== sampleId) return fail('That answer was for a different sample.');
      if (state.etag !== current.etag) return fail('The sample record changed since you started. Please start again.');

      switch (state.step) {
        case 'choose': {
          const picked = answer(request, 'panels');
          if (!picked?.panels?.length) return say('Nothing ordered.');
          if (!picked.panels.every((code) => state.offered.includes(code))) return fail('Only the offered panels can be ordered.');
          const { panels } = await catalogue();
          const lines = panels
            .filter((p) => picked.panels.includes(p.code))
            .map((p) => ({ code: p.code, name: p.name, priceCents: Math.round(p.priceCents * (picked.rush ? 1.5 : 1)), rush: !!picked.rush }));
          const total = lines.reduce((sum, l) => sum + l.priceCents, 0);
          const cartId = await createCart(userId, sampleId, lines);
          const requestState = sealState({ step: 'confirm', sampleId, etag: state.etag, cartId }, binding);
          return ask('Confirm the order.', {
            confirm: {
              method: 'elicitation/create',
              params: {
                mode: 'form',
                message: `${lines.map((l) => `${l.name} ${dollars(l.priceCents)}`).join(', ')}. Total ${dollars(total)}. Place the order?`,
                requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
              },
            },
          }, requestState);
        }
        case 'confirm': {
          const cart = await takeCart(state.cartId, userId);
          if (!cart || cart.sample_id !== sampleId) return fail('That cart expired. Please start again.');
          if (answer(request, 'confirm')?.confirm !== true) return say('Order not placed.');
          const limsOrderId = await submitOrder(auth, sampleId, cart.lines.map((l) => l.code), cart.lines.some((l) => l.rush));
          const orderId = await placeOrder(accountId, sampleId, limsOrderId, cart.lines, userId);
          return say(`Order ${orderId} placed (LIMS ${limsOrderId}).`);
        }
        default:
          return fail('Unknown step. Please start again.');
      }
    },
  );
}
