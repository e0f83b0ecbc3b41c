import type { IncomingMessage } from 'node:http';
import { settings } from './settings.js';

export interface Caller {
  kind: 'user' | 'ci';
  id: string;
  display: string;
  scopes: string[];
}

interface Introspection {
  active: boolean;
  sub?: string;
  username?: string;
  scope?: string;
  exp?: number;
}

const cache = new Map<string, { caller: Caller; until: number }>();

async function introspect(token: string): Promise<Caller | null> {
  const hit = cache.get(token);
  if (hit && hit.until > Date.now()) return hit.caller;

  const basic = Buffer.from(`${settings.introspectionClient}:${settings.introspectionSecret}`).toString('base64');
  const res = await fetch(settings.introspectionUrl, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
  });
  if (!res.ok) throw new Error(`introspection failed: ${res.status}`);
  const info = (await res.json()) as Introspection;
  if (!info.active || !info.sub) return null;

  const caller: Caller = {
    kind: 'user',
    id: info.sub,
    display: info.username ?? info.sub,
    scopes: (info.scope ?? '').split(' ').filter(Boolean),
  };
  const until = Math.min(Date.now() + 60_000, (info.exp ?? 0) * 1000);
  cache.set(token, { caller, until });
  return caller;
}

export async function authenticate(req: IncomingMessage): Promise<Caller | null> {
  const header = req.headers.authorization ?? '';
  if (!/^Bearer /i.test(header)) return null;
  const presented = header.slice(7).trim();
  if (!presented) return null;

  if (settings.ciToken && presented === settings.ciToken) { // expect: no-timing-unsafe-compare
    return { kind: 'ci', id: 'ci-pipeline', display: 'CI pipeline', scopes: ['deploy:promote', 'deploy:rollback'] };
  }
  return introspect(presented);
}
