// Runtime configuration for the triage server: state signing key and state lifetime.
// @ts-nocheck
import { createHash } from 'node:crypto';
import os from 'node:os';

export const PORT = Number(process.env.PORT ?? 8787);
export const HELPDESK_URL = process.env.HELPDESK_URL ?? 'https://helpdesk.internal.example/api';

// Stable per-machine key so a restart does not invalidate tickets mid-triage.
export function machineStateKey(): Buffer {
  return createHash('sha256').update(`ticket-triage:${os.hostname()}`).digest();
}

// Agents sometimes wait a long time for a human to pick the queue.
export const STATE_TTL_SECONDS = 60 * 60;
