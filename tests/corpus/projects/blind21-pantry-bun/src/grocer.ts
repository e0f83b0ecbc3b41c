export interface CartLine {
  sku: string;
  name: string;
  quantity: number;
  priceCents: number;
}

export interface DeliverySlot {
  id: string;
  startsAt: string;
  feeCents: number;
}

export interface CheckoutSession {
  /** Partner session token; pins the slot reservation. Never shown to the client in the clear. */
  sessionToken: string;
  cartId: string;
  slots: DeliverySlot[];
  totalCents: number;
}

export class GrocerClient {
  constructor(private readonly base: URL, private readonly serviceKey: string) {}

  private async call<T>(path: string, init: RequestInit & { session?: string } = {}): Promise<T> {
    const headers: Record<string, string> = { 'x-service-key': this.serviceKey, 'content-type': 'application/json' };
    if (init.session) headers['x-checkout-session'] = init.session;
    const res = await fetch(new URL(path, this.base), { ...init, headers });
    if (!res.ok) throw new Error(`grocer ${path}: ${res.status}`);
    return (await res.json()) as T;
  }

  cart(userId: string): Promise<CartLine[]> {
    return this.call(`/v2/users/${encodeURIComponent(userId)}/cart`);
  }

  startCheckout(userId: string): Promise<CheckoutSession> {
    return this.call(`/v2/users/${encodeURIComponent(userId)}/checkout`, { method: 'POST' });
  }

  placeOrder(session: string, cartId: string, slotId: string): Promise<{ orderId: string; etaIso: string }> {
    return this.call(`/v2/carts/${cartId}/order`, { method: 'POST', session, body: JSON.stringify({ slotId }) });
  }

  replaceList(userId: string, items: string[]): Promise<void> {
    return this.call(`/v2/users/${encodeURIComponent(userId)}/list`, { method: 'PUT', body: JSON.stringify({ items }) });
  }

  clearPantry(userId: string, location: string): Promise<{ removed: number }> {
    return this.call(`/v2/users/${encodeURIComponent(userId)}/pantry/${encodeURIComponent(location)}`, { method: 'DELETE' });
  }
}
