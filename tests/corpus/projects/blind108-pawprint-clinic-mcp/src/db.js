// Postgres pool and queries for pets, appointment slots, appointments and lab results.
import pg from 'pg';
import { config } from './config.js';

export const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });

export async function petInClinic(petId, clinicId) {
  const { rows } = await pool.query(
    `select p.id, p.name, p.species, o.id as owner_id, o.phone
       from pets p join owners o on o.id = p.owner_id
      where p.id = $1 and o.clinic_id = $2`,
    [petId, clinicId],
  );
  return rows[0];
}

export async function openSlots(clinicId, day) {
  const { rows } = await pool.query(
    `select s.id, s.starts_at, v.display_name as vet
       from slots s join vets v on v.id = s.vet_id
      where s.clinic_id = $1 and s.starts_at::date = $2 and s.appointment_id is null
      order by s.starts_at`,
    [clinicId, day],
  );
  return rows;
}

export async function bookSlot({ slotId, petId, reason, bookedBy }) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query(
      'insert into appointments (pet_id, reason, booked_by) values ($1, $2, $3) returning id',
      [petId, reason, bookedBy],
    );
    const taken = await client.query(
      'update slots set appointment_id = $1 where id = $2 and appointment_id is null',
      [rows[0].id, slotId],
    );
    if (taken.rowCount !== 1) {
      await client.query('rollback');
      return null;
    }
    await client.query('commit');
    return rows[0].id;
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    client.release();
  }
}

export async function appointmentInClinic(appointmentId, clinicId) {
  const { rows } = await pool.query(
    `select a.id, a.status, a.reason, p.name as pet_name, s.starts_at
       from appointments a
       join pets p on p.id = a.pet_id
       join owners o on o.id = p.owner_id
       join slots s on s.appointment_id = a.id
      where a.id = $1 and o.clinic_id = $2`,
    [appointmentId, clinicId],
  );
  return rows[0];
}

export async function cancelAppointment(appointmentId, cancelledBy) {
  await pool.query(
    `with c as (update appointments set status = 'cancelled', cancelled_by = $2, cancelled_at = now()
                 where id = $1 and status = 'booked' returning id)
     update slots set appointment_id = null where appointment_id in (select id from c)`,
    [appointmentId, cancelledBy],
  );
}

export async function labResultsFor(petId, clinicId) {
  const { rows } = await pool.query(
    `select r.id, r.panel, r.analyte, r.value, r.unit, r.flag, r.reported_at
       from lab_results r join pets p on p.id = r.pet_id join owners o on o.id = p.owner_id
      where r.pet_id = $1 and o.clinic_id = $2 order by r.reported_at desc, r.panel, r.analyte`,
    [petId, clinicId],
  );
  return rows;
}

export async function storeLabResult(result) {
  await pool.query(
    `insert into lab_results (pet_id, lab_accession, panel, analyte, value, unit, flag, reported_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (lab_accession, analyte) do update set value = excluded.value, flag = excluded.flag`,
    [result.petId, result.accession, result.panel, result.analyte, result.value, result.unit, result.flag, result.reportedAt],
  );
}
