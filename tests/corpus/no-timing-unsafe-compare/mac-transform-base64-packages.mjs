// Models a Koa (ESM) integration service that encodes its webhook MACs with base64 packages (@stablelib/base64, base64-url) and versioned `v1,${…}` prefixes before comparing them with === and !==.
import Koa from 'koa';
import Router from '@koa/router';
import { createHmac } from 'node:crypto';
import * as b64 from '@stablelib/base64';
import base64url from 'base64-url';

function loadKey() {
  const encoded = process.env.INTEGRATION_SIGNING_KEY;
  if (!encoded) throw new Error('INTEGRATION_SIGNING_KEY is not set');
  return Buffer.from(encoded, 'base64');
}

const signingKey = loadKey();

function rawMac(id, timestamp, body) {
  return createHmac('sha256', signingKey).update(`${id}.${timestamp}.${body}`).digest();
}

const router = new Router();

router.post('/inbound/messages', async (ctx) => {
  const id = ctx.get('webhook-id');
  const timestamp = ctx.get('webhook-timestamp');
  const expected = `v1,${b64.encode(rawMac(id, timestamp, ctx.request.rawBody))}`;
  for (const candidate of ctx.get('webhook-signature').split(' ')) {
    if (candidate === expected) { // expect: no-timing-unsafe-compare
      ctx.status = 204;
      return;
    }
  }
  ctx.status = 401;
});

router.post('/inbound/receipts', async (ctx) => {
  const mac = createHmac('sha256', signingKey).update(ctx.request.rawBody).digest('base64');
  const tag = base64url.escape(mac);
  if (ctx.query.tag !== tag) ctx.throw(401, 'bad tag'); // expect: no-timing-unsafe-compare
  ctx.status = 202;
});

router.get('/inbound/verify', async (ctx) => {
  const token = b64.encodeURLSafe(rawMac('probe', ctx.query.ts, ''));
  ctx.body = { ok: token === ctx.get('x-probe-token') }; // expect: no-timing-unsafe-compare
});

router.get('/inbound/health', async (ctx) => {
  // version strings and the encoded length of a MAC are public
  const version = ctx.get('webhook-signature').split(',')[0];
  ctx.body = { supported: version === 'v1', macLength: b64.encodedLength(32) === 44 };
});

export const app = new Koa().use(router.routes());
