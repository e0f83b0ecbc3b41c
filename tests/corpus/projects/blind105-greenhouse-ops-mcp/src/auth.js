// Inbound authentication: bearer-token introspection for MCP calls and HMAC signature checks for SensorHub webhooks.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { requireBearerAuth } from '@modelcontextprotocol/server';

const introspect = (url) => async (token) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ token }),
    signal: AbortSignal.timeout(4000),
  });
  if (!res.ok) throw new Error(`introspection answered ${res.status}`);
  return res.json();
};

export const makeAuthGate = ({ introspectionUrl }) => {
  const lookup = introspect(introspectionUrl);
  return requireBearerAuth({
    verifier: {
      verifyAccessToken: async (token) => {
        const claims = await lookup(token);
        if (!claims.active || !claims.sub) throw new Error('inactive token');
        return {
          token,
          clientId: claims.client_id ?? 'unknown',
          scopes: String(claims.scope ?? '').split(' ').filter(Boolean),
          expiresAt: claims.exp,
          extra: { userId: claims.sub, displayName: claims.name },
        };
      },
    },
    requiredScopes: ['greenhouse:read'],
  });
};

const signatureParts = (header) =>
  Object.fromEntries(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().split('='))
      .filter((kv) => kv.length === 2),
  );

export const makeWebhookVerifier =
  (secret, toleranceSeconds, now = () => Math.floor(Date.now() / 1000)) =>
  (header, rawBody) => {
    const { t, v1 } = signatureParts(header);
    const sentAt = Number(t);
    if (!Number.isInteger(sentAt) || !v1 || Math.abs(now() - sentAt) > toleranceSeconds) return false;
    const computed = Buffer.from(createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest('hex'), 'utf8');
    const given = Buffer.from(v1, 'utf8');
    return given.length === computed.length && timingSafeEqual(given, computed);
  };
