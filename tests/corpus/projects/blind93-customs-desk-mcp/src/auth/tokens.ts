// Koa middleware that resolves opaque broker API tokens stored (hashed) in MongoDB.
// @ts-nocheck
import { createHash } from 'node:crypto';
import { collections } from '../db/mongo.js';

const BEARER = /^Bearer ([A-Za-z0-9._~+/-]{20,200}=*)$/;

export function hashToken(token: string) {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function bearer(requiredScope: string) {
  return async (ctx, next) => {
    const match = BEARER.exec(ctx.get('authorization'));
    if (!match) {
      ctx.set('www-authenticate', 'Bearer realm="customs-desk"');
      ctx.throw(401, 'missing bearer token');
    }
    const token = match[1];
    const record = await collections.tokens().findOne({ tokenHash: hashToken(token), revoked: { $ne: true } });
    if (!record || record.expiresAt <= new Date()) {
      ctx.set('www-authenticate', 'Bearer realm="customs-desk", error="invalid_token"');
      ctx.throw(401, 'invalid token');
    }
    if (!record.scopes.includes(requiredScope)) ctx.throw(403, 'insufficient scope');

    ctx.state.auth = {
      token,
      clientId: record.clientId,
      scopes: record.scopes,
      expiresAt: Math.floor(record.expiresAt.getTime() / 1000),
      extra: { userId: record.userId, brokerId: record.brokerId, licenseNo: record.licenseNo },
    };
    await next();
  };
}

export function brokerUser(extra) {
  const x = extra.authInfo?.extra;
  if (!x?.userId || !x?.brokerId) throw new Error('This tool needs a broker account.');
  return { userId: x.userId as string, brokerId: x.brokerId as string, licenseNo: x.licenseNo as string };
}
