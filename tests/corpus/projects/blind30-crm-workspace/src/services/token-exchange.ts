import type { Settings } from '../config/settings.js';

export interface DelegatedGrant {
  accessToken: string;
  expiresAt: number;
}

/**
 * RFC 8693 token exchange: trades the caller's MCP access token for a CRM token that acts as the
 * same user. The IdP rate-limits this endpoint (10/min per subject), so callers should reuse grants.
 */
export class TokenExchange {
  constructor(private readonly settings: Settings) {}

  async exchange(subjectToken: string, audience = 'crm-api'): Promise<DelegatedGrant> {
    const { id, secret } = this.settings.exchangeClient;
    const res = await fetch(this.settings.tokenExchangeUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`,
      },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
        subject_token: subjectToken,
        subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
        audience,
      }),
    });
    if (!res.ok) throw new Error(`token exchange failed: ${res.status}`);
    const json = (await res.json()) as { access_token: string; expires_in: number };
    return { accessToken: json.access_token, expiresAt: Date.now() + json.expires_in * 1000 };
  }
}
