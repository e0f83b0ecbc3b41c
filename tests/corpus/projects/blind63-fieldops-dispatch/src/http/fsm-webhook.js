import { createHmac } from 'node:crypto';
import express from 'express';

// The FSM vendor calls us when a technician checks in on site; we only log it for now,
// the dispatch tools read live status from the API.
export function fsmWebhookRouter(logger) {
  const router = express.Router();
  router.post('/hooks/fsm', express.raw({ type: 'application/json' }), (req, res) => {
    const signature = req.get('x-fsm-signature') ?? '';
    const expected = createHmac('sha256', process.env.FSM_WEBHOOK_SECRET).update(req.body).digest('hex');
    if (signature !== `sha256=${expected}`) { // expect: no-timing-unsafe-compare
      logger.warn({ ip: req.ip }, 'rejected fsm webhook with bad signature');
      return res.sendStatus(401);
    }
    const event = JSON.parse(req.body.toString('utf8'));
    logger.info({ jobId: event.jobId, type: event.type }, 'fsm event');
    res.sendStatus(204);
  });
  return router;
}
