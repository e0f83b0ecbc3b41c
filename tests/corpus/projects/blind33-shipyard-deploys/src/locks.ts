// Environment locks: while a promotion waits for the human "yes", nobody else
// may promote into the same environment.
const LOCKS_URL = process.env.SHIPYARD_LOCKS_URL ?? 'http://locks.internal:8080';

export interface EnvironmentLock {
  lockId: string;
  environment: string;
  holder: string;
}

export async function acquireLock(environment: string, holder: string): Promise<EnvironmentLock | null> {
  const res = await fetch(`${LOCKS_URL}/locks/${encodeURIComponent(environment)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ holder, ttlSeconds: 900 }),
  });
  if (res.status === 409) return null;
  if (!res.ok) throw new Error(`lock service answered ${res.status}`);
  return (await res.json()) as EnvironmentLock;
}

export async function releaseLock(lockId: string): Promise<void> {
  await fetch(`${LOCKS_URL}/locks/by-id/${encodeURIComponent(lockId)}`, { method: 'DELETE' });
}
