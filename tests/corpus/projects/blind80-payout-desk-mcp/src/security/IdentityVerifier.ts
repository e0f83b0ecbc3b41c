// Verifies bearer tokens against the identity service's introspection endpoint.
// @ts-nocheck
import { inject, injectable } from 'tsyringe';
import { request } from 'undici';
import { TOKENS } from '../tokens.js';
import type { AppConfig } from '../config.js';

export interface AuthInfo {
  token: string;
  clientId: string;
  scopes: string[];
  expiresAt: number;
  extra?: Record<string, unknown>;
}

@injectable()
export class IdentityVerifier {
  constructor(
    @inject(TOKENS.Config) private readonly config: AppConfig,
    @inject(TOKENS.Logger) private readonly log,
  ) {}

  async verifyAccessToken(token: string): Promise<AuthInfo> {
    const { statusCode, body } = await request(`${this.config.identityUrl}/oauth2/introspect`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${this.config.paymentsClientId}:${this.config.paymentsClientSecret}`).toString('base64')}`,
      },
      body: new URLSearchParams({ token, token_type_hint: 'access_token' }).toString(),
    });
    if (statusCode !== 200) {
      this.log.warn({ statusCode }, 'introspection failed');
      throw new Error('Token introspection failed');
    }
    const info = (await body.json()) as Record<string, any>;
    if (!info.active) throw new Error('Token is not active');
    return {
      token,
      clientId: String(info.client_id),
      scopes: String(info.scope ?? '').split(' ').filter(Boolean),
      expiresAt: Number(info.exp),
      extra: { userId: String(info.sub), email: info.email, costCenter: info.cost_center },
    };
  }
}
