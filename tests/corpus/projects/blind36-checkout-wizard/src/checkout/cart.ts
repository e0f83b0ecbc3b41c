const CART_API = process.env.CART_API_URL ?? 'http://localhost:4100';
const PSP_API = process.env.PSP_API_URL ?? 'https://api.psp.example';

export interface CartLine {
  sku: string;
  quantity: number;
  unitPriceMinor: number;
  currency: string;
}

async function cartFetch<T>(path: string, shopperToken: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(new URL(path, CART_API), {
    ...init,
    headers: { authorization: `Bearer ${shopperToken}`, 'content-type': 'application/json', ...init.headers },
  });
  if (!res.ok) throw new Error(`cart api ${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** Every line of a cart, a page at a time. */
export async function* cartLines(cartId: string, shopperToken: string): AsyncGenerator<CartLine> {
  let cursor: string | undefined;
  do {
    const qs = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
    const page = await cartFetch<{ lines: CartLine[]; nextCursor?: string }>(`/v1/carts/${cartId}/lines${qs}`, shopperToken);
    yield* page.lines;
    cursor = page.nextCursor;
  } while (cursor);
}

export async function subtotal(cartId: string, shopperToken: string): Promise<{ subtotalMinor: number; currency: string; lines: number }> {
  let subtotalMinor = 0;
  let currency = 'EUR';
  let lines = 0;
  for await (const line of cartLines(cartId, shopperToken)) {
    subtotalMinor += line.quantity * line.unitPriceMinor;
    currency = line.currency;
    lines += 1;
  }
  return { subtotalMinor, currency, lines };
}

export const savedAddresses = (shopperToken: string) =>
  cartFetch<Array<{ id: string; label: string }>>('/v1/me/addresses', shopperToken);

// Shipping rates change rarely; revalidate with the ETag instead of refetching the table.
let rateTable: { etag: string; rates: Record<string, number> } | undefined;

export async function shippingRates(): Promise<Record<string, number>> {
  const res = await fetch(new URL('/v1/shipping/rates', CART_API), {
    headers: rateTable ? { 'if-none-match': rateTable.etag } : {},
  });
  if (res.status === 304 && rateTable) return rateTable.rates;
  const etag = res.headers.get('etag') ?? '';
  if (rateTable && etag === rateTable.etag) return rateTable.rates;
  rateTable = { etag, rates: (await res.json()) as Record<string, number> };
  return rateTable.rates;
}

export async function placeOrder(shopperToken: string, order: Record<string, unknown>, idempotencyKey: string) {
  return cartFetch<{ orderId: string }>('/v1/orders', shopperToken, {
    method: 'POST',
    headers: { 'idempotency-key': idempotencyKey },
    body: JSON.stringify(order),
  });
}

/** Hosted payment page. The PSP's client secret stays in this function; callers get the id and the URL. */
export async function openPaymentSession(amountMinor: number, currency: string, reference: string) {
  const res = await fetch(new URL('/v1/checkout/sessions', PSP_API), {
    method: 'POST',
    headers: { authorization: `Bearer ${process.env.PSP_SECRET_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ amount: amountMinor, currency, reference, mode: 'payment' }),
  });
  if (!res.ok) throw new Error(`psp session: ${res.status}`);
  const session = (await res.json()) as { id: string; url: string; client_secret: string };
  return { id: session.id, url: session.url };
}

export async function paymentSucceeded(sessionId: string, reference: string): Promise<boolean> {
  const res = await fetch(new URL(`/v1/checkout/sessions/${encodeURIComponent(sessionId)}`, PSP_API), {
    headers: { authorization: `Bearer ${process.env.PSP_SECRET_KEY}` },
  });
  if (!res.ok) return false;
  const session = (await res.json()) as { payment_status: string; reference: string };
  return session.payment_status === 'paid' && session.reference === reference;
}
