// HTTP client for the internal payment rails service and the identity token-exchange endpoint.
// @ts-nocheck
import { inject, injectable } from 'tsyringe';
import { request } from 'undici';
import { TOKENS } from '../tokens.js';
import type { AppConfig } from '../config.js';

@injectable()
export class PaymentsGateway {
  private serviceToken: { value: string; expiresAt: number } | null = null;

  constructor(@inject(TOKENS.Config) private readonly config: AppConfig) {}

  private async clientCredentials(): Promise<string> {
    if (this.serviceToken && this.serviceToken.expiresAt - 30_000 > Date.now()) return this.serviceToken.value;
    const { body, statusCode } = await request(`${this.config.identityUrl}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: this.config.paymentsClientId,
        client_secret: this.config.paymentsClientSecret,
        scope: 'rails:payouts',
      }).toString(),
    });
    if (statusCode !== 200) throw new Error(`client_credentials failed with ${statusCode}`);
    const json = (await body.json()) as any;
    this.serviceToken = { value: json.access_token, expiresAt: Date.now() + json.expires_in * 1000 };
    return json.access_token;
  }

  async exchangeForRailsToken(userToken: string): Promise<{ accessToken: string; expiresIn: number }> {
    const { body, statusCode } = await request(`${this.config.identityUrl}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
        subject_token: userToken,
        subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
        audience: 'payment-rails',
        client_id: this.config.paymentsClientId,
        client_secret: this.config.paymentsClientSecret,
      }).toString(),
    });
    if (statusCode !== 200) throw new Error(`token exchange failed with ${statusCode}`);
    const json = (await body.json()) as any;
    return { accessToken: json.access_token, expiresIn: json.expires_in };
  }

  async releasePayout(payoutId: string, amountCents: number, operatorId: string): Promise<{ reference: string }> {
    const token = await this.clientCredentials();
    const { body, statusCode } = await request(`${this.config.paymentsUrl}/v2/payouts/${encodeURIComponent(payoutId)}/release`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': `release-${payoutId}` },
      body: JSON.stringify({ amount_cents: amountCents, approved_by: operatorId }),
    });
    if (statusCode >= 300) throw new Error(`rails refused payout release (${statusCode})`);
    const json = (await body.json()) as any;
    return { reference: json.reference };
  }

  async refund(railsToken: string, orderId: string, amountCents: number, reason: string): Promise<{ reference: string }> {
    const { body, statusCode } = await request(`${this.config.paymentsUrl}/v2/orders/${encodeURIComponent(orderId)}/refunds`, {
      method: 'POST',
      headers: { authorization: `Bearer ${railsToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ amount_cents: amountCents, reason }),
    });
    if (statusCode >= 300) throw new Error(`rails refused refund (${statusCode})`);
    const json = (await body.json()) as any;
    return { reference: json.reference };
  }
}
