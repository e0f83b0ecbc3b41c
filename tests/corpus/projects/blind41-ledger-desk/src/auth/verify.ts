import { OAuthError, OAuthErrorCode, requireBearerAuth } from '@modelcontextprotocol/server';
import type { AuthInfo } from '@modelcontextprotocol/server';

const OIDC_ISSUER = process.env.LEDGER_OIDC_ISSUER ?? 'https://id.ledgerdesk.example';

// The nightly reconciliation bot has no user session; it authenticates with a static token
// that is rotated monthly (the previous one stays valid until the bot is redeployed).
const SERVICE_TOKENS = [process.env.RECON_BOT_TOKEN, process.env.RECON_BOT_TOKEN_PREVIOUS].filter(
  (value): value is string => typeof value === 'string' && value.length > 0,
);

interface Introspection {
  active: boolean;
  sub?: string;
  client_id?: string;
  scope?: string;
  exp?: number;
}

async function verifyAccessToken(token: string): Promise<AuthInfo> {
  if (SERVICE_TOKENS.includes(token)) { // expect: no-timing-unsafe-compare
    return {
      token,
      clientId: 'recon-bot',
      scopes: ['ledger:read', 'ledger:write'],
      expiresAt: Math.floor(Date.now() / 1000) + 300,
      extra: { userId: 'svc:recon-bot' },
    };
  }

  const res = await fetch(`${OIDC_ISSUER}/oauth2/introspect`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`ledger-desk:${process.env.LEDGER_INTROSPECTION_SECRET}`).toString('base64')}`,
    },
    body: new URLSearchParams({ token }),
  });
  const info = (await res.json()) as Introspection;
  if (!info.active || !info.sub) throw new OAuthError(OAuthErrorCode.InvalidToken, 'inactive token');
  return {
    token,
    clientId: info.client_id ?? 'unknown',
    scopes: info.scope?.split(' ') ?? [],
    expiresAt: info.exp,
    extra: { userId: info.sub },
  };
}

export const authenticate = requireBearerAuth({ verifier: { verifyAccessToken }, requiredScopes: ['ledger:read'] });
