// Clinic (tenant) directory: settings, EHR endpoint and partnerships, loaded from Postgres.
// @ts-nocheck
import { query } from './db.js';

export interface Clinic {
  id: string;
  name: string;
  timezone: string;
  ehrBaseUrl: string;
  reminderSigningSecret: string | null;
  active: boolean;
}

const cache = new Map<string, { clinic: Clinic; until: number }>();

export async function loadClinic(clinicId: string): Promise<Clinic | null> {
  const hit = cache.get(clinicId);
  if (hit && hit.until > Date.now()) return hit.clinic;
  const [row] = await query(
    `SELECT id, name, timezone, ehr_base_url, reminder_signing_secret, deactivated_at
       FROM clinics WHERE id = $1`,
    [clinicId],
  );
  if (!row) return null;
  const clinic: Clinic = {
    id: row.id,
    name: row.name,
    timezone: row.timezone,
    ehrBaseUrl: row.ehr_base_url,
    reminderSigningSecret: row.reminder_signing_secret,
    active: row.deactivated_at === null,
  };
  cache.set(clinicId, { clinic, until: Date.now() + 60_000 });
  return clinic;
}

export async function arePartners(sourceClinicId: string, targetClinicId: string): Promise<boolean> {
  const rows = await query(
    `SELECT 1 FROM clinic_partnerships
      WHERE source_clinic_id = $1 AND target_clinic_id = $2 AND revoked_at IS NULL AND allows_transfers`,
    [sourceClinicId, targetClinicId],
  );
  return rows.length > 0;
}
