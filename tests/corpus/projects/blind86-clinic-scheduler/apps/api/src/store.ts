// Server-side storage: pending slot offers in Redis, keyed by a random handle, and appointment reminders in Postgres.
// @ts-nocheck
import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import pg from 'pg';

export interface SlotOffer {
  userId: string;
  clinicId: string;
  patientId: string;
  practitionerId: string;
  slotIds: string[];
}

const OFFER_TTL_SECONDS = 600;
const HANDLE_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function openStore({ redisUrl, databaseUrl }: { redisUrl: string; databaseUrl: string }) {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 6 });

  return {
    async putOffer(offer: SlotOffer): Promise<string> {
      const handle = randomBytes(32).toString('base64url');
      await redis.set(`offer:${handle}`, JSON.stringify(offer), 'EX', OFFER_TTL_SECONDS, 'NX');
      return handle;
    },

    async takeOffer(handle: unknown): Promise<SlotOffer | null> {
      if (typeof handle !== 'string' || !HANDLE_SHAPE.test(handle)) return null;
      const raw = await redis.getdel(`offer:${handle}`);
      return raw ? (JSON.parse(raw) as SlotOffer) : null;
    },

    async invalidateSlots(practitionerId: string) {
      await redis.del(`slots:${practitionerId}`);
    },

    async scheduleReminder(appointmentId: string, patientId: string, startsAt: string) {
      await pool.query(
        `INSERT INTO reminders (appointment_id, patient_id, send_at)
         VALUES ($1, $2, $3::timestamptz - interval '24 hours')
         ON CONFLICT (appointment_id) DO UPDATE SET send_at = EXCLUDED.send_at`,
        [appointmentId, patientId, startsAt],
      );
    },

    async dropReminders(appointmentId: string) {
      await pool.query('DELETE FROM reminders WHERE appointment_id = $1 AND sent_at IS NULL', [appointmentId]);
    },
  };
}

export type Store = ReturnType<typeof openStore>;
