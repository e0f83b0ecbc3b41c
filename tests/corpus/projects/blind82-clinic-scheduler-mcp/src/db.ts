// Postgres queries for clinics, providers, slots, appointments and patients.
// @ts-nocheck
import postgres from 'postgres';
import { config } from './config.js';

export const sql = postgres(config.databaseUrl, { max: 10, idle_timeout: 30 });

export async function openSlots(clinicId: string, specialty: string, from: Date, to: Date) {
  return sql`
    select s.id, s.starts_at, s.ends_at, p.display_name as provider
      from slots s join providers p on p.id = s.provider_id
     where s.clinic_id = ${clinicId} and p.specialty = ${specialty}
       and s.starts_at between ${from} and ${to} and s.appointment_id is null
     order by s.starts_at limit 50`;
}

export async function slotById(slotId: string) {
  const [row] = await sql`select id, clinic_id, starts_at, provider_id, appointment_id from slots where id = ${slotId}`;
  return row;
}

export async function patientById(patientId: string) {
  const [row] = await sql`select id, clinic_id, full_name, date_of_birth, payer_id, member_id from patients where id = ${patientId}`;
  return row;
}

export async function clinicById(clinicId: string) {
  const [row] = await sql`select id, name, npi, clearinghouse_api_key from clinics where id = ${clinicId}`;
  return row;
}

export async function bookSlot(slotId: string, patientId: string, bookedBy: string, reason: string) {
  return sql.begin(async (tx) => {
    const [appt] = await tx`
      insert into appointments (slot_id, patient_id, booked_by, reason)
      values (${slotId}, ${patientId}, ${bookedBy}, ${reason}) returning id`;
    const updated = await tx`update slots set appointment_id = ${appt.id} where id = ${slotId} and appointment_id is null`;
    if (updated.count !== 1) throw new Error('slot was taken meanwhile');
    return appt.id;
  });
}

export async function appointmentById(appointmentId: string) {
  const [row] = await sql`
    select a.id, a.status, a.patient_id, s.clinic_id, s.starts_at
      from appointments a join slots s on s.id = a.slot_id
     where a.id = ${appointmentId}`;
  return row;
}

export async function cancelAppointment(appointmentId: string, cancelledBy: string) {
  return sql.begin(async (tx) => {
    await tx`update appointments set status = 'cancelled', cancelled_by = ${cancelledBy}, cancelled_at = now() where id = ${appointmentId}`;
    await tx`update slots set appointment_id = null where appointment_id = ${appointmentId}`;
  });
}

export async function recordEligibility(patientId: string, result: Record<string, unknown>) {
  await sql`insert into eligibility_checks (patient_id, result) values (${patientId}, ${sql.json(result)})`;
}
