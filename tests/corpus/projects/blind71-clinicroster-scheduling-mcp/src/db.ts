// Data stores: the Postgres pool for clinic data and Redis for short-lived slot holds.
// @ts-nocheck
import pg from 'pg';
import Redis from 'ioredis';
import { config } from './config.js';

export const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
export const redis = new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });

export async function query<T = any>(text: string, params: unknown[] = []): Promise<T[]> {
  const { rows } = await pool.query(text, params);
  return rows as T[];
}

export interface SlotHold {
  slotId: string;
  patientId: string;
  staffId: string;
  createdAt: number;
}

export async function placeHold(clinicId: string, holdId: string, hold: SlotHold, seconds: number): Promise<boolean> {
  const locked = await redis.set(`slotlock:${clinicId}:${hold.slotId}`, holdId, 'EX', seconds, 'NX');
  if (locked !== 'OK') return false;
  await redis.set(`hold:${clinicId}:${holdId}`, JSON.stringify(hold), 'EX', seconds);
  return true;
}

export async function takeHold(clinicId: string, holdId: string): Promise<SlotHold | null> {
  const raw = await redis.getdel(`hold:${clinicId}:${holdId}`);
  if (!raw) return null;
  const hold = JSON.parse(raw) as SlotHold;
  await redis.del(`slotlock:${clinicId}:${hold.slotId}`);
  return hold;
}
