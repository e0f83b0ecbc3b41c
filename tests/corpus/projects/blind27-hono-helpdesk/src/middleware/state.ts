import { createMiddleware } from 'hono/factory';
import { createSealer, minutes } from '../lib';
import type { AppEnv } from '../types';

const STATE_TTL_MS = minutes(10);

/** Makes a request-state sealer available to every tool as c.get('sealer'). */
export const withStateSealer = createMiddleware<AppEnv>(async (c, next) => {
  const secret = c.env.STATE_SECRET ?? 'helpdesk-mcp-local';
  c.set('sealer', await createSealer(secret)); // expect: no-weak-state-key
  c.set('stateTtlMs', STATE_TTL_MS);
  await next();
});
