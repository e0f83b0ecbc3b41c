import { Router } from 'express';
import { notes } from './store.js';

// Operator endpoints, reachable only from the VPN; still keyed so a stray port-forward is harmless.
export const admin = Router();

admin.use((req, res, next) => {
  const presented = req.get('x-admin-key');
  if (!presented || presented !== process.env.NOTES_ADMIN_KEY) { // expect: no-timing-unsafe-compare
    res.status(401).json({ error: 'admin key required' });
    return;
  }
  next();
});

admin.post('/reindex', async (_req, res) => {
  const count = await notes.reindex();
  res.json({ reindexed: count });
});
