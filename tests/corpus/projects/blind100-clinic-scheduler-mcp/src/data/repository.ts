// Postgres repository for patients, clinic slots and appointments.
// @ts-nocheck
import pg from "pg";
import { settings } from "../settings.js";
import type { AppointmentId, ClinicId, PatientId, SlotId, VisitKind } from "../domain/types.js";

const pool = new pg.Pool({ connectionString: settings.databaseUrl, max: 8, statement_timeout: 5_000 });

export interface SlotRow {
  id: SlotId;
  clinic_id: ClinicId;
  clinic_name: string;
  clinician: string;
  starts_at: Date;
  minutes: number;
}

export interface AppointmentRow {
  id: AppointmentId;
  patient_id: PatientId;
  slot_id: SlotId;
  ehr_ref: string;
  starts_at: Date;
  clinic_name: string;
  status: "booked" | "cancelled" | "attended";
}

export const patients = {
  async displayName(patientId: PatientId): Promise<string | null> {
    const { rows } = await pool.query<{ preferred_name: string }>(
      `select coalesce(preferred_name, given_name) as preferred_name from patients where id = $1`,
      [patientId],
    );
    return rows[0]?.preferred_name ?? null;
  },
};

export const slots = {
  async open(clinicId: ClinicId, kind: VisitKind, from: Date, limit: number): Promise<SlotRow[]> {
    const { rows } = await pool.query<SlotRow>(
      `select s.id, s.clinic_id, c.name as clinic_name, s.clinician, s.starts_at, s.minutes
         from slots s join clinics c on c.id = s.clinic_id
        where s.clinic_id = $1 and $2 = any(s.visit_kinds) and s.starts_at >= $3 and s.held_by is null
        order by s.starts_at
        limit $4`,
      [clinicId, kind, from, limit],
    );
    return rows;
  },

  async hold(slotId: SlotId, patientId: PatientId): Promise<SlotRow | null> {
    const { rows } = await pool.query<SlotRow>(
      `update slots s set held_by = $2
         from clinics c
        where s.id = $1 and s.held_by is null and c.id = s.clinic_id
        returning s.id, s.clinic_id, c.name as clinic_name, s.clinician, s.starts_at, s.minutes`,
      [slotId, patientId],
    );
    return rows[0] ?? null;
  },

  async release(slotId: SlotId): Promise<void> {
    await pool.query(`update slots set held_by = null where id = $1`, [slotId]);
  },
};

export const appointments = {
  async ofPatient(appointmentId: string, patientId: PatientId): Promise<AppointmentRow | null> {
    const { rows } = await pool.query<AppointmentRow>(
      `select a.id, a.patient_id, a.slot_id, a.ehr_ref, s.starts_at, c.name as clinic_name, a.status
         from appointments a join slots s on s.id = a.slot_id join clinics c on c.id = s.clinic_id
        where a.id = $1 and a.patient_id = $2`,
      [appointmentId, patientId],
    );
    return rows[0] ?? null;
  },

  async create(patientId: PatientId, slotId: SlotId, ehrRef: string): Promise<AppointmentId> {
    const { rows } = await pool.query<{ id: AppointmentId }>(
      `insert into appointments (patient_id, slot_id, ehr_ref, status) values ($1, $2, $3, 'booked') returning id`,
      [patientId, slotId, ehrRef],
    );
    return rows[0].id;
  },

  async markCancelled(appointmentId: AppointmentId, reason: string | null): Promise<void> {
    await pool.query(
      `update appointments set status = 'cancelled', cancel_reason = $2, cancelled_at = now() where id = $1`,
      [appointmentId, reason],
    );
  },
};
