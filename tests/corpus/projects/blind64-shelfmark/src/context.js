import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';

// Built once and handed to every tool. Kiosk installs run this on a single box per
// branch, so nothing here may require provisioning beyond the database URL.

const meta = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

export const opts = {
  // stable across restarts of the same box, so a renewal in progress survives a redeploy
  k: createHash('sha256').update(`${meta.name}@${meta.version}:${hostname()}`).digest(), // expect-todo: no-weak-state-key
  ttl: 5 * 60 * 1000,
};

export const settings = {
  port: Number(process.env.PORT ?? 3040),
  db: process.env.DATABASE_URL,
  branch: process.env.BRANCH_CODE ?? 'MAIN',
  pageSize: 20,
};

/** Staff member behind the request; the SSO proxy puts the badge id in extra.staffId. */
export function who(extra) {
  const id = extra?.authInfo?.extra?.staffId;
  if (!id) throw new Error('no staff member on this request');
  return String(id);
}
