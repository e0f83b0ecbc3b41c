// Models the checkout and coupon tool handlers, which build input_required results by hand.
import { cartService } from './cart-service.js';

const form = (message, properties) => ({
  method: 'elicitation/create',
  params: { mode: 'form', message, requestedSchema: { type: 'object', properties } },
});

export async function checkoutCart(request, userId) {
  const { cartId } = request.params.arguments;
  const state = request.params.requestState;

  if (state) {
    const saved = new URLSearchParams(state); // expect: require-sealed-state
    const payment = request.params.inputResponses?.payment?.content;
    const order = await cartService.placeOrder({
      cartId: saved.get('cartId'),
      totalCents: Number(saved.get('total')),
      method: payment?.method,
      userId,
    });
    return { content: [{ type: 'text', text: `Order ${order.id} placed.` }] };
  }

  const cart = await cartService.get(cartId);
  return {
    resultType: 'input_required',
    inputRequests: { payment: form(`Pay ${cart.totalCents / 100} ${cart.currency} how?`, { method: { type: 'string', enum: ['card', 'invoice'] } }) },
    requestState: new URLSearchParams({ cartId, total: String(cart.totalCents), step: 'payment' }).toString(), // expect: require-sealed-state
  };
}

export async function applyCoupon(request) {
  const { cartId, code } = request.params.arguments;
  const incoming = request.params.requestState;

  if (incoming) {
    const [savedCart, savedCode, discount] = incoming.split(':'); // expect: require-sealed-state
    const accepted = request.params.inputResponses?.apply?.action === 'accept';
    if (accepted) await cartService.applyDiscount(savedCart, savedCode, Number(discount));
    return { content: [{ type: 'text', text: accepted ? `Applied ${discount}% off.` : 'Coupon not applied.' }] };
  }

  const coupon = await cartService.lookupCoupon(code);
  return {
    resultType: 'input_required',
    inputRequests: { apply: form(`Apply ${coupon.percent}% off (${code})?`, {}) },
    requestState: `${cartId}:${code}:${coupon.percent}`, // expect-todo: require-sealed-state
  };
}
