// Structured JSON logging, tagged with a short id for this process.
// @ts-nocheck
import { hostname } from 'node:os';
import { createHash } from 'node:crypto';

export const instanceId = createHash('sha256').update(`${hostname()}:${process.pid}`).digest('hex').slice(0, 12);

export function log(level: 'debug' | 'info' | 'warn' | 'error', msg: string, fields: Record<string, unknown> = {}) {
  const line = JSON.stringify({ t: new Date().toISOString(), level, instance: instanceId, msg, ...fields });
  (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(`${line}\n`);
}
