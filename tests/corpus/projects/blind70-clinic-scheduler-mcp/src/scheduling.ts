// Scheduling tool server: slot search, bookings, reschedules, cancellations, reminders and waitlist.
// @ts-nocheck
import { randomBytes } from 'node:crypto';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema, McpError, ErrorCode } from '@modelcontextprotocol/sdk/types.js';
import { API_VERSION } from './config.js';
import { formatSlot, dayPartOf, durationFor, encodeCursor, decodeCursor } from './slots.js';

const DRAFT_TTL_MS = 10 * 60 * 1000;
const DRAFT_HANDLE = /^[A-Za-z0-9_-]{32}$/;
const PAGE_SIZE = 25;
const NARROW_THRESHOLD = 20;

const TOOL_DEFS = [
  {
    name: 'find_slots',
    description: 'Find free appointment slots for a specialty. Asks for a time-of-day preference when there are many.',
    inputSchema: {
      type: 'object',
      properties: {
        specialty: { type: 'string' },
        from: { type: 'string', format: 'date' },
        days: { type: 'integer', minimum: 1, maximum: 28 },
        pageToken: { type: 'string' },
      },
      required: ['specialty'],
    },
    annotations: { readOnlyHint: true },
  },
  {
    name: 'book_appointment',
    description: 'Book a patient into a free slot after confirming the visit details.',
    inputSchema: {
      type: 'object',
      properties: {
        patientId: { type: 'string' },
        slotId: { type: 'string' },
        visitType: { type: 'string', enum: ['new', 'follow_up', 'procedure', 'telephone', 'vaccination'] },
      },
      required: ['patientId', 'slotId', 'visitType'],
    },
  },
  {
    name: 'reschedule_appointment',
    description: 'Move an appointment to another slot with the same clinician; asks which slot.',
    inputSchema: { type: 'object', properties: { appointmentId: { type: 'string' } }, required: ['appointmentId'] },
  },
  {
    name: 'cancel_appointment',
    description: 'Cancel an appointment and free its slot.',
    inputSchema: {
      type: 'object',
      properties: { appointmentId: { type: 'string' }, reason: { type: 'string', minLength: 3 } },
      required: ['appointmentId', 'reason'],
    },
    annotations: { destructiveHint: true },
  },
  {
    name: 'list_appointments',
    description: 'List appointments for a day, optionally for one clinician.',
    inputSchema: {
      type: 'object',
      properties: { date: { type: 'string', format: 'date' }, clinicianId: { type: 'string' }, pageToken: { type: 'string' } },
      required: ['date'],
    },
    annotations: { readOnlyHint: true },
  },
  {
    name: 'patient_lookup',
    description: 'Look up patients by surname and date of birth or by NHS number.',
    inputSchema: {
      type: 'object',
      properties: { surname: { type: 'string' }, dateOfBirth: { type: 'string', format: 'date' }, nhsNumber: { type: 'string' } },
    },
    annotations: { readOnlyHint: true },
  },
  {
    name: 'send_reminder',
    description: 'Send an SMS reminder for an upcoming appointment.',
    inputSchema: { type: 'object', properties: { appointmentId: { type: 'string' } }, required: ['appointmentId'] },
  },
  {
    name: 'waitlist_add',
    description: 'Put a patient on the waitlist for a specialty.',
    inputSchema: {
      type: 'object',
      properties: { patientId: { type: 'string' }, specialty: { type: 'string' }, notes: { type: 'string', maxLength: 500 } },
      required: ['patientId', 'specialty'],
    },
  },
  {
    name: 'clinic_hours',
    description: 'Opening hours and closures for the clinic this week.',
    inputSchema: { type: 'object', properties: {} },
    annotations: { readOnlyHint: true },
  },
];

const text = (value: unknown) => ({
  content: [{ type: 'text', text: typeof value === 'string' ? value : JSON.stringify(value, null, 2) }],
});
const refuse = (message: string) => ({ isError: true, content: [{ type: 'text', text: message }] });

function needInput(inputRequests: Record<string, unknown>, requestState: string) {
  return { resultType: 'input_required', inputRequests, requestState, content: [] };
}

function form(message: string, properties: Record<string, unknown>, required: string[]) {
  return { method: 'elicitation/create', params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } } };
}

function accepted(params, key: string) {
  const r = params?.inputResponses?.[key];
  return r?.action === 'accept' ? r.content ?? {} : null;
}

function stateParam(params): string | undefined {
  return params?.requestState ?? params?._meta?.requestState;
}

function roleAllows(role: string, tool: string): boolean {
  switch (tool) {
    case 'patient_lookup':
    case 'book_appointment':
    case 'waitlist_add':
      return ['reception', 'nurse', 'clinician', 'manager'].includes(role);
    case 'cancel_appointment':
    case 'reschedule_appointment':
      return ['reception', 'manager'].includes(role);
    case 'send_reminder':
      return ['reception', 'manager'].includes(role);
    default:
      return true;
  }
}

function maskNhs(nhs: string | null): string | null {
  if (!nhs) return null;
  return `${'*'.repeat(Math.max(0, nhs.length - 3))}${nhs.slice(-3)}`;
}

export function buildSchedulingServer({ config, db, signer, notifier }) {
  const server = new Server({ name: 'clinic-scheduler', version: '0.6.0' }, { capabilities: { tools: {} } });
  const tz = config.clinicTimezone;

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: TOOL_DEFS }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const staff = extra.authInfo?.extra;
    if (!staff?.userId || !staff?.clinicId) return refuse('Sign in as clinic staff to use these tools.');
    const { name, arguments: args = {} } = request.params;
    if (!roleAllows(staff.role, name)) return refuse(`Your role (${staff.role}) cannot use ${name}.`);

    switch (name) {
      case 'find_slots':
        return findSlots(staff, args, request.params);
      case 'book_appointment':
        return bookAppointment(staff, args, request.params);
      case 'reschedule_appointment':
        return rescheduleAppointment(staff, args, request.params);
      case 'cancel_appointment':
        return cancelAppointment(staff, args, request.params);
      case 'list_appointments':
        return listAppointments(staff, args);
      case 'patient_lookup':
        return patientLookup(staff, args);
      case 'send_reminder':
        return sendReminder(staff, args);
      case 'waitlist_add':
        return waitlistAdd(staff, args);
      case 'clinic_hours':
        return clinicHours(staff);
      default:
        throw new McpError(ErrorCode.InvalidParams, `Unknown tool ${name}`);
    }
  });

  function freeSlotsQuery(clinicId: string, specialty: string, from: string, days: number) {
    return db('slots as s')
      .join('clinicians as c', 'c.id', 's.clinician_id')
      .where('s.clinic_id', clinicId)
      .andWhere('c.specialty', specialty)
      .andWhere('s.starts_at', '>=', from)
      .andWhere('s.starts_at', '<', db.raw(`?::date + ?::int`, [from, days]))
      .whereNull('s.appointment_id')
      .orderBy('s.starts_at')
      .select('s.id', 's.starts_at', 's.room', 'c.full_name as clinician_name');
  }

  async function findSlots(staff, args, params) {
    const from = args.from ?? new Date().toISOString().slice(0, 10);
    const days = Math.min(Number(args.days ?? 7), 28);
    const binding = { userId: staff.userId, tool: 'find_slots', args: { specialty: args.specialty, from, days } };
    let dayPart = 'any';
    let cursor = decodeCursor(args.pageToken);

    const incoming = stateParam(params);
    if (incoming) {
      const prior = await signer.openStep(incoming, binding);
      if (!prior) return refuse('That slot search has expired; search again.');
      const pref = accepted(params, 'preference');
      dayPart = pref?.dayPart ?? 'any';
      cursor = decodeCursor(prior.nextPageToken) ?? cursor;
    }

    const all = await freeSlotsQuery(staff.clinicId, args.specialty, from, days);
    const filtered = dayPart === 'any' ? all : all.filter((s) => dayPartOf(new Date(s.starts_at), tz) === dayPart);

    if (!incoming && filtered.length > NARROW_THRESHOLD) {
      const requestState = await signer.sealStep(
        { apiVersion: API_VERSION, total: filtered.length, nextPageToken: encodeCursor(0, from) },
        binding,
      );
      return needInput(
        {
          preference: form(
            `${filtered.length} ${args.specialty} slots are free in the next ${days} days. Which part of the day suits the patient?`,
            { dayPart: { type: 'string', enum: ['morning', 'afternoon', 'evening', 'any'] } },
            ['dayPart'],
          ),
        },
        requestState,
      );
    }

    const offset = cursor?.o ?? 0;
    const page = filtered.slice(offset, offset + PAGE_SIZE);
    const nextPageToken = offset + PAGE_SIZE < filtered.length ? encodeCursor(offset + PAGE_SIZE, from) : undefined;
    return text({
      slots: page.map((s) => ({ slotId: s.id, when: formatSlot(s, tz) })),
      nextPageToken,
    });
  }

  async function bookAppointment(staff, args, params) {
    const patient = await db('patients').where({ id: args.patientId, clinic_id: staff.clinicId }).first();
    if (!patient) return refuse('Patient not found at this clinic.');
    const slot = await db('slots as s')
      .join('clinicians as c', 'c.id', 's.clinician_id')
      .where({ 's.id': args.slotId, 's.clinic_id': staff.clinicId })
      .first('s.*', 'c.full_name as clinician_name');
    if (!slot) return refuse('Slot not found.');

    const incoming = stateParam(params);
    if (incoming) {
      if (!DRAFT_HANDLE.test(incoming)) return refuse('This booking confirmation is not valid.');
      const draft = await db('booking_drafts')
        .where({ id: incoming, user_id: staff.userId, tool: 'book_appointment' })
        .andWhere('expires_at', '>', db.fn.now())
        .first();
      if (!draft || draft.patient_id !== args.patientId || draft.slot_id !== args.slotId || draft.visit_type !== args.visitType) {
        return refuse('This booking confirmation has expired or does not match the request.');
      }
      await db('booking_drafts').where({ id: draft.id }).del();

      const answer = accepted(params, 'confirm');
      if (!answer?.confirm) return text('Booking not made.');

      const booked = await db.transaction(async (trx) => {
        const fresh = await trx('slots').where({ id: slot.id }).forUpdate().first();
        if (fresh.appointment_id) return null;
        const [appt] = await trx('appointments')
          .insert({
            clinic_id: staff.clinicId,
            patient_id: patient.id,
            slot_id: slot.id,
            clinician_id: slot.clinician_id,
            visit_type: args.visitType,
            duration_min: durationFor(args.visitType),
            reason: answer.reason ?? null,
            booked_by: staff.userId,
          })
          .returning(['id']);
        await trx('slots').where({ id: slot.id }).update({ appointment_id: appt.id });
        return appt;
      });
      if (!booked) return refuse('Someone else booked that slot a moment ago.');
      return text(`Booked ${patient.first_name} ${patient.last_name} ${formatSlot(slot, tz)} (appointment ${booked.id}).`);
    }

    if (slot.appointment_id) return refuse('That slot is already taken.');
    const handle = randomBytes(24).toString('base64url');
    await db('booking_drafts').insert({
      id: handle,
      user_id: staff.userId,
      tool: 'book_appointment',
      patient_id: patient.id,
      slot_id: slot.id,
      visit_type: args.visitType,
      expires_at: new Date(Date.now() + DRAFT_TTL_MS),
    });
    return needInput(
      {
        confirm: form(
          `Book ${patient.first_name} ${patient.last_name} for a ${args.visitType.replace('_', ' ')} visit ${formatSlot(slot, tz)}?`,
          {
            confirm: { type: 'boolean', title: 'Book this slot' },
            reason: { type: 'string', title: 'Reason for visit (optional)', maxLength: 200 },
          },
          ['confirm'],
        ),
      },
      handle,
    );
  }

  async function rescheduleAppointment(staff, args, params) {
    const appt = await db('appointments as a')
      .join('slots as s', 's.id', 'a.slot_id')
      .where({ 'a.id': args.appointmentId, 'a.clinic_id': staff.clinicId })
      .whereNull('a.cancelled_at')
      .first('a.*', 's.starts_at');
    if (!appt) return refuse('Appointment not found or already cancelled.');
    const binding = { userId: staff.userId, tool: 'reschedule_appointment', args: { appointmentId: appt.id } };

    const incoming = stateParam(params);
    if (incoming) {
      const prior = await signer.openStep(incoming, binding);
      if (!prior) return refuse('The list of slots has expired; run reschedule_appointment again.');
      const choice = accepted(params, 'slot');
      if (!choice?.slotId || !prior.options.includes(choice.slotId)) return refuse('No new slot was chosen.');

      const moved = await db.transaction(async (trx) => {
        const target = await trx('slots').where({ id: choice.slotId }).forUpdate().first();
        if (!target || target.appointment_id) return false;
        await trx('slots').where({ id: appt.slot_id }).update({ appointment_id: null });
        await trx('slots').where({ id: target.id }).update({ appointment_id: appt.id });
        await trx('appointments').where({ id: appt.id }).update({ slot_id: target.id, updated_by: staff.userId });
        return true;
      });
      return moved ? text('Appointment moved.') : refuse('That slot was just taken; try again.');
    }

    const options = await db('slots as s')
      .join('clinicians as c', 'c.id', 's.clinician_id')
      .where('s.clinician_id', appt.clinician_id)
      .andWhere('s.starts_at', '>', db.fn.now())
      .whereNull('s.appointment_id')
      .orderBy('s.starts_at')
      .limit(8)
      .select('s.id', 's.starts_at', 's.room', 'c.full_name as clinician_name');
    if (options.length === 0) return refuse('The clinician has no free slots in the coming weeks.');

    return needInput(
      {
        slot: form(
          'Pick the new slot:',
          { slotId: { type: 'string', oneOf: options.map((o) => ({ const: o.id, title: formatSlot(o, tz) })) } },
          ['slotId'],
        ),
      },
      await signer.sealStep({ apiVersion: API_VERSION, options: options.map((o) => o.id) }, binding),
    );
  }

  async function cancelAppointment(staff, args, params) {
    const appt = await db('appointments as a')
      .join('patients as p', 'p.id', 'a.patient_id')
      .join('slots as s', 's.id', 'a.slot_id')
      .join('clinicians as c', 'c.id', 'a.clinician_id')
      .where({ 'a.id': args.appointmentId, 'a.clinic_id': staff.clinicId })
      .whereNull('a.cancelled_at')
      .first('a.*', 'p.first_name', 'p.last_name', 's.starts_at', 'c.full_name as clinician_name');
    if (!appt) return refuse('Appointment not found or already cancelled.');
    const binding = {
      userId: staff.userId,
      tool: 'cancel_appointment',
      args: { appointmentId: args.appointmentId, reason: args.reason },
    };

    const incoming = stateParam(params);
    if (!incoming) {
      return needInput(
        {
          confirm: form(
            `Cancel ${appt.first_name} ${appt.last_name}'s appointment ${formatSlot(appt, tz)}? Reason: ${args.reason}`,
            { confirm: { type: 'boolean', title: 'Cancel the appointment' } },
            ['confirm'],
          ),
        },
        await signer.sealStep({ apiVersion: API_VERSION, step: 'confirm-cancel' }, binding),
      );
    }

    const prior = await signer.openStep(incoming, binding);
    if (!prior || prior.step !== 'confirm-cancel') return refuse('This cancellation confirmation has expired or does not match.');
    const answer = accepted(params, 'confirm');
    if (answer?.confirm !== true) return text('Appointment kept.');

    await db.transaction(async (trx) => {
      await trx('appointments')
        .where({ id: appt.id })
        .update({ cancelled_at: trx.fn.now(), cancelled_by: staff.userId, cancel_reason: args.reason });
      await trx('slots').where({ id: appt.slot_id }).update({ appointment_id: null });
    });
    return text(`Cancelled appointment ${appt.id}; the slot is free again.`);
  }

  async function listAppointments(staff, args) {
    const cursor = decodeCursor(args.pageToken);
    const offset = cursor && cursor.d === args.date ? cursor.o : 0;
    const q = db('appointments as a')
      .join('slots as s', 's.id', 'a.slot_id')
      .join('patients as p', 'p.id', 'a.patient_id')
      .join('clinicians as c', 'c.id', 'a.clinician_id')
      .where('a.clinic_id', staff.clinicId)
      .whereNull('a.cancelled_at')
      .andWhereRaw(`(s.starts_at at time zone ?)::date = ?`, [tz, args.date])
      .orderBy('s.starts_at')
      .offset(offset)
      .limit(PAGE_SIZE + 1)
      .select('a.id', 's.starts_at', 's.room', 'a.visit_type', 'p.first_name', 'p.last_name', 'c.full_name as clinician_name');
    if (args.clinicianId) q.andWhere('a.clinician_id', args.clinicianId);
    const rows = await q;
    const more = rows.length > PAGE_SIZE;
    return text({
      appointments: rows.slice(0, PAGE_SIZE).map((r) => ({
        id: r.id,
        when: formatSlot(r, tz),
        patient: `${r.first_name} ${r.last_name}`,
        visitType: r.visit_type,
      })),
      nextPageToken: more ? encodeCursor(offset + PAGE_SIZE, args.date) : undefined,
    });
  }

  async function patientLookup(staff, args) {
    const q = db('patients').where({ clinic_id: staff.clinicId }).limit(10);
    if (args.nhsNumber) q.andWhere({ nhs_number: String(args.nhsNumber).replace(/\s/g, '') });
    else if (args.surname && args.dateOfBirth) q.andWhere({ date_of_birth: args.dateOfBirth }).andWhereILike('last_name', args.surname);
    else return refuse('Give an NHS number, or a surname with a date of birth.');
    const rows = await q.select('id', 'first_name', 'last_name', 'date_of_birth', 'nhs_number');
    return text(rows.map((r) => ({ ...r, nhs_number: maskNhs(r.nhs_number) })));
  }

  async function sendReminder(staff, args) {
    const appt = await db('appointments as a')
      .join('patients as p', 'p.id', 'a.patient_id')
      .join('slots as s', 's.id', 'a.slot_id')
      .join('clinicians as c', 'c.id', 'a.clinician_id')
      .join('clinics as k', 'k.id', 'a.clinic_id')
      .where({ 'a.id': args.appointmentId, 'a.clinic_id': staff.clinicId })
      .whereNull('a.cancelled_at')
      .first('a.id', 'p.first_name', 'p.mobile', 'p.sms_opt_in', 's.starts_at', 's.room', 'c.full_name as clinician_name', 'k.name as clinic_name');
    if (!appt) return refuse('Appointment not found.');
    if (!appt.sms_opt_in || !appt.mobile) return refuse('The patient has not agreed to SMS reminders.');
    const body = notifier.reminderText(appt.first_name, formatSlot(appt, tz), appt.clinic_name);
    const sent = await notifier.sendSms(appt.mobile, body, `appt:${appt.id}`);
    await db('reminders').insert({ appointment_id: appt.id, message_id: sent.messageId, sent_by: staff.userId, delivery_status: 'pending' });
    return text(`Reminder sent (${sent.segments} SMS segment${sent.segments === 1 ? '' : 's'}).`);
  }

  async function waitlistAdd(staff, args) {
    const patient = await db('patients').where({ id: args.patientId, clinic_id: staff.clinicId }).first('id');
    if (!patient) return refuse('Patient not found.');
    const [row] = await db('waitlist')
      .insert({ clinic_id: staff.clinicId, patient_id: patient.id, specialty: args.specialty, notes: args.notes ?? null, added_by: staff.userId })
      .onConflict(['clinic_id', 'patient_id', 'specialty'])
      .merge({ notes: args.notes ?? null })
      .returning(['id', 'created_at']);
    const [{ position }] = await db('waitlist')
      .where({ clinic_id: staff.clinicId, specialty: args.specialty })
      .andWhere('created_at', '<=', row.created_at)
      .count({ position: '*' });
    return text(`On the ${args.specialty} waitlist at position ${position}.`);
  }

  async function clinicHours(staff) {
    const rows = await db('opening_hours').where({ clinic_id: staff.clinicId }).orderBy('weekday');
    const closures = await db('closures')
      .where({ clinic_id: staff.clinicId })
      .andWhere('day', '>=', db.raw('current_date'))
      .andWhere('day', '<', db.raw(`current_date + 7`));
    const names = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
    return text({
      hours: rows.map((r) => ({ day: names[r.weekday - 1], opens: r.opens, closes: r.closes })),
      closures: closures.map((c) => ({ day: c.day, reason: c.reason })),
    });
  }

  return server;
}
