import { produce } from 'immer';
import { randomUUID } from 'node:crypto';

export type ShippingOption = 'standard' | 'express' | 'pickup';

export interface CheckoutState {
  step: 'address' | 'shipping' | 'payment' | 'review' | 'placed' | 'abandoned';
  cartId: string;
  /** Sent with the order so a retried "place" never creates two orders. */
  idempotencyKey: string;
  addressId?: string;
  shipping?: ShippingOption;
  /** Hosted payment page session at the PSP; its status is looked up server-side. */
  paymentSessionId?: string;
  totals: { subtotalMinor: number; shippingMinor: number; currency: string };
}

export type CheckoutAction =
  | { type: 'address/selected'; addressId: string }
  | { type: 'shipping/selected'; option: ShippingOption; priceMinor: number }
  | { type: 'payment/sessionOpened'; sessionId: string }
  | { type: 'payment/succeeded' }
  | { type: 'order/placed' }
  | { type: 'checkout/abandoned' };

export const startCheckout = (cartId: string, subtotalMinor: number, currency: string): CheckoutState => ({
  step: 'address',
  cartId,
  idempotencyKey: randomUUID(),
  totals: { subtotalMinor, shippingMinor: 0, currency },
});

export const checkoutReducer = produce((draft: CheckoutState, action: CheckoutAction) => {
  switch (action.type) {
    case 'address/selected':
      if (draft.step !== 'address') return;
      draft.addressId = action.addressId;
      draft.step = 'shipping';
      break;
    case 'shipping/selected':
      if (draft.step !== 'shipping') return;
      draft.shipping = action.option;
      draft.totals.shippingMinor = action.priceMinor;
      draft.step = 'payment';
      break;
    case 'payment/sessionOpened':
      draft.paymentSessionId = action.sessionId;
      break;
    case 'payment/succeeded':
      if (draft.step === 'payment' && draft.paymentSessionId) draft.step = 'review';
      break;
    case 'order/placed':
      draft.step = 'placed';
      break;
    case 'checkout/abandoned':
      draft.step = 'abandoned';
      break;
  }
});

export const reduceAll = (state: CheckoutState, actions: CheckoutAction[]) => actions.reduce(checkoutReducer, state);
