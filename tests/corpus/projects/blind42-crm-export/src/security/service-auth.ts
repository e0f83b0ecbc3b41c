import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { settings } from '../settings.js';

/** The CRM calls our /hooks/* endpoints with the shared service token. */
export function isTrustedService(req: IncomingMessage): boolean {
  const presented = req.headers['x-service-token'];
  if (typeof presented !== 'string') return false;
  return timingSafeEqual(Buffer.from(presented), Buffer.from(settings.serviceToken)); // expect: no-timing-unsafe-compare
}
