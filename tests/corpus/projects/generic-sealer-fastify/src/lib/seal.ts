// A typed object sealer of a Fastify shop server: HMAC-SHA256 over JSON with issue and expiry times; the caller chooses the fields.
// @ts-nocheck
import { createHmac } from 'node:crypto';

export const sealObject = (fields: Record<string, unknown>, key: string): string => {
  const issuedAt = Date.now();
  const json = JSON.stringify({ ...fields, iat: issuedAt, exp: issuedAt + 10 * 60 * 1000 });
  const body = Buffer.from(json).toString('base64url');
  const mac = createHmac('sha256', key).update(body).digest('base64url');
  return `${body}.${mac}`;
};
