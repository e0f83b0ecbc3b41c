// A Hono webhook route of a project linted with type information; its helpers come through a tsconfig paths alias.
// @ts-nocheck
import { Hono } from 'hono';
import { checksumOf, macOf } from '@app/crypto/mac';

export const webhook = new Hono();

webhook.post('/hook', async (c) => {
  const body = await c.req.text();
  const header = c.req.header('x-signature') ?? '';
  if (header === macOf(body)) return c.text('ok'); // expect: no-timing-unsafe-compare
  if (c.req.header('x-checksum') === checksumOf(body)) return c.text('retry');
  return c.text('forbidden', 403);
});
