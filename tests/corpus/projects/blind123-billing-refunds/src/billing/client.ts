// Billing API client for customers, charges and refunds using the caller's access token.
// @ts-nocheck
import { config } from '../config';

export interface Charge {
  id: string;
  customerId: string;
  amountCents: number;
  refundedCents: number;
  currency: string;
  createdAt: string;
}

export interface Customer {
  id: string;
  name: string;
  email: string;
}

export class BillingClient {
  constructor(private readonly accessToken: string, private readonly baseUrl = config.billingApiUrl) {}

  private async req<T>(path: string, init: RequestInit = {}): Promise<T> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${this.accessToken}`, 'content-type': 'application/json' },
    });
    if (!res.ok) throw new Error(`billing ${init.method ?? 'GET'} ${path}: ${res.status}`);
    return (await res.json()) as T;
  }

  customersByEmail(email: string) {
    return this.req<Customer[]>(`/v2/customers?email=${encodeURIComponent(email)}`);
  }

  recentCharges(customerId: string) {
    return this.req<Charge[]>(`/v2/customers/${customerId}/charges?limit=10`);
  }

  charge(chargeId: string) {
    return this.req<Charge>(`/v2/charges/${chargeId}`);
  }

  refund(chargeId: string, amountCents: number, reason: string) {
    return this.req<{ id: string; status: string }>(`/v2/charges/${chargeId}/refunds`, {
      method: 'POST',
      body: JSON.stringify({ amount: amountCents, reason }),
    });
  }
}
