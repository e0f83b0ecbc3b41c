import express from 'express';
import { settings } from './settings.js';
import * as hris from './services/hris.js';
import { mcpRoute } from './mcp/server.js';
import { scheduleReminders, sendPendingReminders } from './jobs/reminders.js';
import { businessDaysBetween, displayName } from './lib/utils.js';

const app = express();
app.use(express.json({ limit: '200kb' }));

app.use((req, _res, next) => {
  req.startedAt = Date.now();
  next();
});

// /api/* sits behind oauth2-proxy, which sets X-Forwarded-User after the Okta login.
app.get('/api/employees/:id', async (req, res) => {
  const person = await hris.employee(req.params.id);
  if (!person) return res.sendStatus(404);
  res.json({ id: person.id, name: displayName(person), title: person.title, managerId: person.manager_id });
});

app.get('/api/timeoff/pending', async (req, res) => {
  const managerId = req.get('x-forwarded-user');
  if (!managerId) return res.sendStatus(401);
  const rows = await hris.pendingForManager(managerId);
  res.json(rows.map((r) => ({ id: r.id, who: displayName(r), days: businessDaysBetween(r.starts_on, r.ends_on) })));
});

// Hit by the platform scheduler in environments where the in-process cron is disabled.
app.post('/internal/cron/:job', async (req, res, next) => {
  if (req.get('authorization') !== `Bearer ${process.env.CRON_SECRET}`) return res.sendStatus(401); // expect: no-timing-unsafe-compare
  try {
    if (req.params.job === 'reminders') return res.json({ managers: await sendPendingReminders() });
    res.sendStatus(404);
  } catch (err) {
    next(err);
  }
});

if (settings.mcp.enabled) app.all(settings.mcp.path, mcpRoute);

app.use((err, req, res, _next) => {
  console.error(`${req.method} ${req.originalUrl} failed after ${Date.now() - req.startedAt} ms`, err);
  res.status(500).json({ error: 'internal' });
});

app.listen(settings.port, () => {
  console.log(`peoplehub ${settings.version} on :${settings.port}`);
  if (process.env.DISABLE_IN_PROCESS_CRON !== '1') scheduleReminders();
});
