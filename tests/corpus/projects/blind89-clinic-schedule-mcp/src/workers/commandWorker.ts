// Durable command workers: cancel a provider's day and send reminder batches, texting patients through the SMS gateway.
// @ts-nocheck
import { config } from '../config.js';
import * as db from '../db.js';
import { consume, QUEUES } from '../messaging/rabbit.js';

async function sendSms(to: string, text: string, reference: string) {
  const res = await fetch(`${config.sms.baseUrl}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${config.sms.apiKey}` },
    body: JSON.stringify({ from: config.sms.sender, to, text, client_reference: reference }),
  });
  if (!res.ok) throw new Error(`sms gateway ${res.status}`);
  return res.json();
}

async function textPatients(appointments, render: (a) => string) {
  const contacts = new Map((await db.patientContacts(appointments.map((a) => a.patient_id))).map((c) => [c.id, c]));
  let sent = 0;
  for (const a of appointments) {
    const c = contacts.get(a.patient_id);
    if (!c?.sms_opt_in || !c.mobile) continue;
    await sendSms(c.mobile, render(a), `appt-${a.id}`);
    sent += 1;
  }
  return sent;
}

export async function startCommandWorkers() {
  await consume(QUEUES.cancelDay, async (cmd) => {
    const cancelled = await db.cancelAppointments(cmd.appointmentIds, cmd.reason, cmd.requestedBy);
    const when = (a) => new Date(a.starts_at).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
    const texted = await textPatients(cancelled, (a) =>
      cmd.offerRebooking
        ? `Your appointment on ${when(a)} has been cancelled. Reply BOOK to get a new time.`
        : `Your appointment on ${when(a)} has been cancelled. The clinic will contact you.`,
    );
    console.info(`cancel-day ${cmd.providerId} ${cmd.date}: ${cancelled.length} cancelled, ${texted} texted`);
  }, 1);

  await consume(QUEUES.sendReminders, async (cmd) => {
    const appointments = await db.appointmentsNeedingReminder(cmd.clinicId, cmd.date);
    const template = (await db.reminderTemplates(cmd.clinicId)).find((t) => t.id === cmd.templateId);
    if (!template) throw new Error(`template ${cmd.templateId} no longer active`);
    const sent = await textPatients(appointments, (a) => template.body.replace('{{time}}', new Date(a.starts_at).toLocaleTimeString('en-GB', { timeStyle: 'short' })));
    await db.markReminded(appointments.map((a) => a.id));
    console.info(`reminders ${cmd.clinicId} ${cmd.date}: ${sent} sent`);
  }, 2);
}
