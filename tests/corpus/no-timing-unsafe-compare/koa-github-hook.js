// Models a Koa (ESM) endpoint for legacy sha1 GitHub hooks that compares `sha1=${hmac}` with !== and checks event names.
import Koa from 'koa';
import Router from '@koa/router';
import getRawBody from 'raw-body';
import * as crypto from 'node:crypto';
import { syncWiki } from './wiki.js';

const app = new Koa();
const router = new Router();

router.post('/hooks/wiki', async (ctx) => {
  const raw = await getRawBody(ctx.req, { length: ctx.get('content-length'), limit: '1mb', encoding: 'utf8' });
  const hmac = crypto.createHmac('sha1', process.env.WIKI_HOOK_SECRET);
  hmac.update(raw);
  const expectedSignature = `sha1=${hmac.digest('hex')}`;

  if (ctx.get('x-hub-signature') !== expectedSignature) { // expect: no-timing-unsafe-compare
    ctx.status = 403;
    ctx.body = { error: 'signature mismatch' };
    return;
  }

  const event = ctx.get('x-github-event');
  const payload = JSON.parse(raw);
  if (event !== 'gollum') {
    ctx.status = 202;
    return;
  }
  const changed = payload.pages.filter((page) => page.action === 'edited' || page.action === 'created');
  if (changed.length === 0) {
    ctx.status = 204;
    return;
  }
  await syncWiki(changed.map((page) => ({ name: page.page_name, sha: page.sha })));
  ctx.status = 200;
  ctx.body = { synced: changed.length };
});

app.use(router.routes()).use(router.allowedMethods());
app.listen(process.env.PORT ?? 3001);
