import type { Env } from '../env';

export interface Slot {
  id: string;
  clinicId: string;
  providerId: string;
  providerName: string;
  startsAt: string;
}

// Returns open slots; clinics marked `restricted` (behavioral health, pediatrics oncology)
// are filtered by the caller's clinic memberships before this is called.
export async function openSlots(env: Env, clinicId: string, providerId: string | undefined, after: string, limit = 8) {
  const q = providerId
    ? env.DB.prepare('SELECT * FROM slots WHERE clinic_id = ?1 AND provider_id = ?2 AND starts_at > ?3 AND booked = 0 ORDER BY starts_at LIMIT ?4').bind(clinicId, providerId, after, limit)
    : env.DB.prepare('SELECT * FROM slots WHERE clinic_id = ?1 AND starts_at > ?2 AND booked = 0 ORDER BY starts_at LIMIT ?3').bind(clinicId, after, limit);
  const { results } = await q.all<Slot>();
  return results;
}

export async function memberClinics(env: Env, userId: string): Promise<Set<string>> {
  const { results } = await env.DB.prepare('SELECT clinic_id FROM clinic_staff WHERE user_id = ?1').bind(userId).all<{ clinic_id: string }>();
  return new Set(results.map((r) => r.clinic_id));
}
