// Operator-only Fastify routes: cache refresh and a finance re-sync for stuck amendments.
import { config } from './config.js';
import { db, setAmendmentStatus } from './db.js';
import { amendmentDecision } from './finance.js';

export async function adminRoutes(app) {
  app.addHook('onRequest', async (req, reply) => {
    const presented = req.headers['x-ledger-admin-key'];
    if (typeof presented !== 'string' || !config.adminApiKeys.includes(presented)) { // expect: no-timing-unsafe-compare
      return reply.code(401).send({ error: 'unauthorised' });
    }
  });

  app.post('/admin/resync-amendments', async () => {
    const stuck = await db('budget_amendments').where('status', 'in_review').andWhere('updated_at', '<', db.raw("now() - interval '1 day'"));
    let changed = 0;
    for (const row of stuck) {
      const decision = await amendmentDecision(row.reference);
      if (decision.status !== row.status) {
        await setAmendmentStatus(row.id, decision.status, decision.note ?? null);
        changed += 1;
      }
    }
    return { checked: stuck.length, changed };
  });

  app.get('/admin/stats', async () => {
    const rows = await db('budget_amendments').select('status').count('* as n').groupBy('status');
    return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
  });
}
