import { createHash, randomUUID } from 'node:crypto';

export interface PendingRecord {
  schema: 2;
  userId: string;
  tool: string;
  /** sha256 of the canonical JSON of the tool arguments the step was created for */
  argsDigest: string;
  /** epoch milliseconds */
  expiresAt: number;
  step: string;
  answers: Record<string, unknown>;
  idempotencyKey: string;
}

/** Records written by release-gate 2.x (still in Redis for up to ten minutes after a deploy). */
interface PendingRecordV1 {
  schema?: 1;
  user: string;
  tool: string;
  args: string;
  createdAt: number;
  ttl: number; // seconds
  step: string;
  answers?: Record<string, unknown>;
}

export function migrateRecord(raw: PendingRecord | PendingRecordV1): PendingRecord {
  if (raw.schema === 2) return raw;
  return {
    schema: 2,
    userId: raw.user,
    tool: raw.tool,
    argsDigest: raw.args,
    expiresAt: raw.createdAt + raw.ttl * 1000,
    step: raw.step,
    answers: raw.answers ?? {},
    idempotencyKey: randomUUID(),
  };
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function digestArgs(args: Record<string, unknown>): string {
  return createHash('sha256').update(canonical(args)).digest('hex');
}

export type Refusal = 'missing' | 'user' | 'tool' | 'args' | 'expired';

/** Why a pending record may not be used by this request, or null when it may. */
export function refusalFor(
  record: PendingRecord | null,
  expected: { userId: string; tool: string; argsDigest: string },
  now = Date.now(),
): Refusal | null {
  if (!record) return 'missing';
  if (record.userId !== expected.userId) return 'user';
  if (record.tool !== expected.tool) return 'tool';
  if (record.argsDigest !== expected.argsDigest) return 'args';
  if (record.expiresAt <= now) return 'expired';
  return null;
}
