// Postgres access for pets, slots and appointments.
// @ts-nocheck
import postgres from 'postgres';
import { config } from './config.js';

export const sql = postgres(config.databaseUrl, {
  max: 10,
  idle_timeout: 30,
  transform: postgres.camel,
});

export async function petsOfOwner(ownerId: string) {
  return sql`
    select id, name, species, clinic_id, date_of_birth
    from pets
    where owner_id = ${ownerId} and archived_at is null
    order by name`;
}

export async function petForOwner(petId: string, ownerId: string) {
  const [pet] = await sql`
    select id, name, species, clinic_id from pets
    where id = ${petId} and owner_id = ${ownerId} and archived_at is null`;
  return pet ?? null;
}

export async function openSlots(clinicId: string, species: string, fromIso: string, toIso: string, limit = 8) {
  return sql`
    select s.id, s.starts_at, s.duration_minutes, v.display_name as vet_name
    from slots s
    join vets v on v.id = s.vet_id
    where s.clinic_id = ${clinicId}
      and s.starts_at between ${fromIso} and ${toIso}
      and s.appointment_id is null
      and ${species} = any(v.species)
    order by s.starts_at
    limit ${limit}`;
}

export async function bookSlot(slotId: string, petId: string, ownerId: string, reason: string) {
  return sql.begin(async (tx) => {
    const [slot] = await tx`select id, appointment_id from slots where id = ${slotId} for update`;
    if (!slot || slot.appointmentId) return null;
    const [appt] = await tx`
      insert into appointments (slot_id, pet_id, owner_id, reason, status)
      values (${slotId}, ${petId}, ${ownerId}, ${reason}, 'booked')
      returning id`;
    await tx`update slots set appointment_id = ${appt.id} where id = ${slotId}`;
    return appt.id;
  });
}

export async function appointmentForOwner(appointmentId: string, ownerId: string) {
  const [appt] = await sql`
    select a.id, a.status, a.reason, s.starts_at, p.name as pet_name, o.phone
    from appointments a
    join slots s on s.appointment_id = a.id
    join pets p on p.id = a.pet_id
    join owners o on o.id = a.owner_id
    where a.id = ${appointmentId} and a.owner_id = ${ownerId}`;
  return appt ?? null;
}

export async function cancelAppointmentRow(appointmentId: string, ownerId: string, reason: string) {
  return sql.begin(async (tx) => {
    const rows = await tx`
      update appointments set status = 'cancelled', cancel_reason = ${reason}, cancelled_at = now()
      where id = ${appointmentId} and owner_id = ${ownerId} and status = 'booked'
      returning id`;
    if (rows.length === 0) return false;
    await tx`update slots set appointment_id = null where appointment_id = ${appointmentId}`;
    return true;
  });
}

export async function prescriptionForPet(petId: string, medicationId: string) {
  const [rx] = await sql`
    select id, medication_name, strength, refills_remaining, prescribing_vet_id
    from prescriptions
    where pet_id = ${petId} and medication_id = ${medicationId} and expires_on >= current_date`;
  return rx ?? null;
}

export async function ownerPostcode(ownerId: string) {
  const [row] = await sql`select postcode from owners where id = ${ownerId}`;
  return row?.postcode ?? null;
}
