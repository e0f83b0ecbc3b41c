/**
 * Thin client for the payments gateway (our PSP abstraction in front of Adyen/Stripe).
 * Refunds go through a "refund session": the PSP places a hold on the merchant balance
 * and hands back a short-lived session token that authorises exactly one refund.
 */

const PSP_URL = process.env.PSP_GATEWAY_URL ?? 'https://payments.acme.internal';

function headers(extra: Record<string, string> = {}): Record<string, string> {
  return {
    'content-type': 'application/json',
    'x-api-key': process.env.PSP_GATEWAY_API_KEY ?? '',
    ...extra,
  };
}

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`payments gateway ${res.url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export interface Charge {
  id: string;
  customerId: string;
  accountOwner: string;
  amountCents: number;
  refundedCents: number;
  currency: string;
}

export interface RefundSession {
  holdId: string;
  sessionToken: string;
  expiresAt: string;
}

export const psp = {
  async getCharge(chargeId: string): Promise<Charge> {
    return json(await fetch(`${PSP_URL}/v3/charges/${encodeURIComponent(chargeId)}`, { headers: headers() }));
  },

  async openRefundSession(chargeId: string, amountCents: number): Promise<RefundSession> {
    return json(
      await fetch(`${PSP_URL}/v3/charges/${encodeURIComponent(chargeId)}/refund-sessions`, {
        method: 'POST',
        headers: headers(),
        body: JSON.stringify({ amountCents }),
      }),
    );
  },

  async releaseHold(holdId: string): Promise<void> {
    await json(await fetch(`${PSP_URL}/v3/holds/${encodeURIComponent(holdId)}`, { method: 'DELETE', headers: headers() }));
  },

  async refund(sessionToken: string, body: { holdId: string; amountCents: number; reason?: string; initiatedBy: string }) {
    return json<{ refundId: string; status: string }>(
      await fetch(`${PSP_URL}/v3/refunds`, {
        method: 'POST',
        headers: headers({ 'x-refund-session': sessionToken }),
        body: JSON.stringify(body),
      }),
    );
  },
};
