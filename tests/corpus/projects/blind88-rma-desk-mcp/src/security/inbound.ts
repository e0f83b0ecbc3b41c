// Authenticates inbound traffic: OAuth bearer tokens on /mcp and HMAC-signed callbacks from warehouse scanners.
// @ts-nocheck
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { settings } from '../settings.js';

const basic = `Basic ${Buffer.from(`${settings.auth.clientId}:${settings.auth.clientSecret}`).toString('base64')}`;

export async function bearer(ctx, next) {
  const match = /^Bearer\s+(\S+)$/i.exec(ctx.get('authorization'));
  if (!match) {
    ctx.status = 401;
    ctx.set('WWW-Authenticate', 'Bearer realm="rma-desk"');
    ctx.body = { error: 'missing_token' };
    return;
  }
  const res = await fetch(settings.auth.introspectionUrl, {
    method: 'POST',
    headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: match[1] }),
    signal: AbortSignal.timeout(4000),
  });
  const info = res.ok ? await res.json() : { active: false };
  if (!info.active) {
    ctx.status = 401;
    ctx.body = { error: 'invalid_token' };
    return;
  }
  const scopes = String(info.scope ?? '').split(' ').filter(Boolean);
  ctx.state.auth = {
    token: match[1],
    clientId: info.client_id,
    scopes,
    expiresAt: info.exp,
    extra: { userId: info.sub, warehouse: info.warehouse_code, canRefund: scopes.includes('rma:refund') },
  };
  await next();
}

export function scannerSignatureValid(rawBody: Buffer, header: string | undefined): boolean {
  if (!header) return false;
  const given = Buffer.from(header.replace(/^sha256=/, ''), 'hex');
  const computed = createHmac('sha256', settings.scannerHookSecret).update(rawBody).digest();
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(computed).digest();
  return timingSafeEqual(a, b) && given.length === computed.length;
}
