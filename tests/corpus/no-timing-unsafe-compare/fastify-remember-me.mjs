// Models a Fastify (ESM) plugin for "remember me" cookies (userId:expires:hmac) that checks the hex MAC with != and with Buffer.compare(...) !== 0.
import fp from 'fastify-plugin';
import { createHmac } from 'node:crypto';

const COOKIE = 'remember_me';
const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

function macHex(userId, expires) {
  return createHmac('sha256', process.env.REMEMBER_ME_SECRET).update(`${userId}:${expires}`).digest('hex');
}

export function issueRememberToken(userId, now = Math.floor(Date.now() / 1000)) {
  const expires = now + THIRTY_DAYS_S;
  return `${userId}:${expires}:${macHex(userId, expires)}`;
}

export function readRememberToken(token, now = Math.floor(Date.now() / 1000)) {
  const parts = token.split(':');
  if (parts.length !== 3) {
    return null;
  }
  const [userId, expires, hmac] = parts;
  if (Number(expires) < now) {
    return null;
  }
  const expectedHmac = macHex(userId, expires);
  if (hmac != expectedHmac) { // expect: no-timing-unsafe-compare
    return null;
  }
  return { userId, expires: Number(expires) };
}

export function readLegacyToken(token) {
  const [userId, expires, hmac = ''] = token.split(':');
  const expected = createHmac('sha256', process.env.REMEMBER_ME_SECRET).update(`${userId}:${expires}`).digest();
  if (Buffer.compare(Buffer.from(hmac, 'hex'), expected) !== 0) { // expect: no-timing-unsafe-compare
    return null;
  }
  return { userId, expires: Number(expires) };
}

export default fp(async function rememberMe(fastify) {
  fastify.addHook('onRequest', async (request, reply) => {
    if (request.session.userId !== undefined) {
      return;
    }
    const token = request.cookies[COOKIE];
    if (token === undefined || token === '') {
      return;
    }
    const remembered = readRememberToken(token) ?? readLegacyToken(token);
    if (remembered === null) {
      reply.clearCookie(COOKIE, { path: '/' });
      return;
    }
    request.session.userId = remembered.userId;
    if (remembered.expires - Math.floor(Date.now() / 1000) < THIRTY_DAYS_S / 2) {
      reply.setCookie(COOKIE, issueRememberToken(remembered.userId), { path: '/', httpOnly: true, secure: true, sameSite: 'lax' });
    }
  });
});
