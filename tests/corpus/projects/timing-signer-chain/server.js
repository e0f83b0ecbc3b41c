// A Hono server that opens share links: the signature from the query is compared with sign() from ./lib/sign.js by ===, a plain document id check beside it.
import { Hono } from 'hono';
import { sign } from './lib/sign.js';

const LINK_KEY = process.env.SHARE_LINK_KEY;
const app = new Hono();

app.get('/shared/:docId', (c) => {
  const docId = c.req.param('docId');
  if (c.req.query('sig') === sign(docId, LINK_KEY, { algorithm: 'sha512' })) { // expect: no-timing-unsafe-compare
    return c.json({ docId, access: 'read' });
  }
  return c.text('forbidden', 403);
});

app.get('/docs/:docId', (c) => c.json({ isWelcome: c.req.param('docId') === 'welcome' }));

export default app;
