// OAuth 2.0 token exchange (RFC 8693): trades the caller's MCP token for a CRM-audience token.
// @ts-nocheck
import { config } from './config.js';

export interface ExchangedToken {
  access_token: string;
  issued_token_type: string;
  token_type: string;
  expires_in: number;
  scope?: string;
}

const clientAuth = () =>
  `Basic ${Buffer.from(`${config.idp.clientId}:${config.idp.clientSecret}`).toString('base64')}`;

export async function exchangeForCrm(subjectToken: string, scope: string): Promise<ExchangedToken> {
  const body = new URLSearchParams({
    grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
    subject_token: subjectToken,
    subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
    requested_token_type: 'urn:ietf:params:oauth:token-type:access_token',
    audience: config.crm.audience,
    scope,
  });

  const res = await fetch(config.idp.tokenUrl, {
    method: 'POST',
    headers: {
      authorization: clientAuth(),
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body,
  });

  if (!res.ok) {
    const detail = await res.text();
    throw new Error(`token exchange rejected (${res.status}): ${detail.slice(0, 200)}`);
  }
  const token = (await res.json()) as ExchangedToken;
  if (!token.access_token) {
    throw new Error('token exchange returned no access_token');
  }
  return token;
}
