import { acceptedContent, inputRequired, type McpServer, type InputRequests } from '@modelcontextprotocol/server';
import * as z from 'zod';
import { requireUser, shopperToken } from '../auth.js';
import { resume, seal } from '../state/envelope.js';
import { checkoutReducer, startCheckout, type CheckoutAction, type CheckoutState, type ShippingOption } from '../checkout/slice.js';
import { openPaymentSession, paymentSucceeded, placeOrder, savedAddresses, shippingRates, subtotal } from '../checkout/cart.js';

const TOOL = 'place_order';
const PlaceOrderArgs = z.object({ cartId: z.string().uuid() });

const money = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency}`;
const say = (text: string, isError = false) => ({ content: [{ type: 'text' as const, text }], isError });

async function questionsFor(state: CheckoutState, token: string): Promise<InputRequests> {
  switch (state.step) {
    case 'address': {
      const addresses = await savedAddresses(token);
      return {
        address: inputRequired.elicit({
          message: 'Where should we deliver?',
          requestedSchema: {
            type: 'object',
            properties: { addressId: { type: 'string', enum: addresses.map((a) => a.id), enumNames: addresses.map((a) => a.label) } },
            required: ['addressId'],
          },
        }),
      };
    }
    case 'shipping': {
      const rates = await shippingRates();
      return {
        shipping: inputRequired.elicit({
          message: 'Shipping method?',
          requestedSchema: {
            type: 'object',
            properties: {
              option: {
                type: 'string',
                enum: Object.keys(rates),
                enumNames: Object.entries(rates).map(([o, p]) => `${o} (${money(p, state.totals.currency)})`),
              },
            },
            required: ['option'],
          },
        }),
      };
    }
    case 'review': {
      const total = state.totals.subtotalMinor + state.totals.shippingMinor;
      return {
        review: inputRequired.elicit({
          message: `Place the order for ${money(total, state.totals.currency)}?`,
          requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
        }),
      };
    }
    default:
      return {};
  }
}

/** Turn this round's answers into actions; anything but "accept" abandons the checkout. */
async function actionsFrom(state: CheckoutState, responses: Parameters<typeof acceptedContent>[0]): Promise<CheckoutAction[]> {
  const declined = Object.values(responses ?? {}).some((r) => r && typeof r === 'object' && 'action' in r && r.action !== 'accept');
  if (declined) return [{ type: 'checkout/abandoned' }];

  const address = acceptedContent<{ addressId: string }>(responses, 'address');
  if (state.step === 'address' && address) return [{ type: 'address/selected', addressId: address.addressId }];

  const shipping = acceptedContent<{ option: ShippingOption }>(responses, 'shipping');
  if (state.step === 'shipping' && shipping) {
    const rates = await shippingRates();
    const price = rates[shipping.option];
    return price === undefined ? [] : [{ type: 'shipping/selected', option: shipping.option, priceMinor: price }];
  }

  const review = acceptedContent<{ confirm: boolean }>(responses, 'review');
  if (state.step === 'review' && review && review.confirm !== true) return [{ type: 'checkout/abandoned' }];

  if (state.step === 'payment' && state.paymentSessionId && (await paymentSucceeded(state.paymentSessionId, state.idempotencyKey))) {
    return [{ type: 'payment/succeeded' }];
  }
  return [];
}

export function registerPlaceOrder(server: McpServer): void {
  server.registerTool(
    TOOL,
    {
      title: 'Check out a cart',
      description: 'Guides the shopper through delivery, shipping and payment, then places the order.',
      inputSchema: PlaceOrderArgs,
      annotations: { destructiveHint: true, idempotentHint: true },
    },
    async (args, ctx) => {
      requireUser(ctx);
      const token = shopperToken(ctx);
      const resumed = resume<CheckoutState>(ctx, TOOL, args);
      if (resumed.kind === 'rejected') return say(`This checkout step is not valid here (${resumed.reason}). Please start again.`, true);

      let state: CheckoutState;
      if (resumed.kind === 'fresh') {
        const { subtotalMinor, currency, lines } = await subtotal(args.cartId, token);
        if (lines === 0) return say('The cart is empty.');
        state = startCheckout(args.cartId, subtotalMinor, currency);
      } else {
        state = (await actionsFrom(resumed.state, ctx.mcpReq.inputResponses)).reduce(checkoutReducer, resumed.state);
      }

      if (state.step === 'abandoned') return say('Checkout abandoned. Your cart is unchanged.');

      if (state.step === 'payment') {
        if (!state.paymentSessionId) {
          const total = state.totals.subtotalMinor + state.totals.shippingMinor;
          const session = await openPaymentSession(total, state.totals.currency, state.idempotencyKey);
          state = checkoutReducer(state, { type: 'payment/sessionOpened', sessionId: session.id });
          return inputRequired({
            inputRequests: { payment: inputRequired.elicitUrl({ message: 'Complete the payment on the secure page.', url: session.url }) },
            requestState: await seal(ctx, TOOL, args, state),
          });
        }
        return inputRequired({
          inputRequests: { payment: inputRequired.elicit({ message: 'We have not seen the payment yet. Done paying?', requestedSchema: { type: 'object', properties: {} } }) },
          requestState: await seal(ctx, TOOL, args, state),
        });
      }

      if (state.step === 'review' && acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'review')?.confirm === true) {
        const { orderId } = await placeOrder(
          token,
          { cartId: state.cartId, addressId: state.addressId, shipping: state.shipping, paymentSessionId: state.paymentSessionId },
          state.idempotencyKey,
        );
        return say(`Order ${orderId} placed.`);
      }

      return inputRequired({
        inputRequests: await questionsFor(state, token),
        requestState: await seal(ctx, TOOL, args, state),
      });
    },
  );
}
