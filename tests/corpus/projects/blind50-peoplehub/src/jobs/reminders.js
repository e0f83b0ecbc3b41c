import cron from 'node-cron';
import { settings } from '../settings.js';
import * as hris from '../services/hris.js';
import { displayName, groupBy, isoDate } from '../lib/utils.js';

async function notify(managerId, lines) {
  await fetch(`${settings.baseUrl}/internal/notify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ to: managerId, subject: `Time off waiting for you (${isoDate()})`, lines }),
  });
}

export async function sendPendingReminders() {
  const [rows] = await hris.db.query(
    `select e.manager_id, t.id, t.starts_on, e.first_name, e.last_name, e.preferred_name
       from timeoff_requests t join employees e on e.id = t.employee_id
      where t.status = 'pending' and t.created_at < now() - interval 2 day`,
  );
  const byManager = groupBy(rows, (r) => r.manager_id);
  for (const [managerId, pending] of byManager) {
    await notify(managerId, pending.map((p) => `${displayName(p)} from ${p.starts_on}`));
  }
  return byManager.size;
}

export function scheduleReminders() {
  return cron.schedule(settings.reminders.cron, () => sendPendingReminders().catch(console.error), {
    timezone: settings.reminders.timezone,
  });
}
