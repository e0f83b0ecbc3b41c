import { createHmac, timingSafeEqual } from 'node:crypto';
import { Subject, filter, groupBy, map, mergeMap, share, throttleTime } from 'rxjs';
import { env } from './env.js';

const deliveries$ = new Subject();

const expectedSignature = (rawBody) => `sha256=${createHmac('sha256', env.hookSecret).update(rawBody).digest('hex')}`;

const authentic = ({ rawBody, signature }) => {
  const expected = Buffer.from(expectedSignature(rawBody));
  const given = Buffer.from(String(signature ?? ''));
  return given.length === expected.length && timingSafeEqual(given, expected);
};

// Build-finished events, at most one per service per 10 s (CI retries deliveries eagerly).
export const builds$ = deliveries$.pipe(
  map(({ rawBody }) => JSON.parse(rawBody.toString('utf8'))),
  filter((event) => event.action === 'completed' && event.check_suite?.conclusion === 'success'),
  groupBy((event) => event.repository.name),
  mergeMap((perService$) => perService$.pipe(throttleTime(10_000))),
  share(),
);

export const ciHook = (req, res) => {
  const delivery = { rawBody: req.body, signature: req.get('x-hub-signature-256') };
  if (!Buffer.isBuffer(delivery.rawBody) || !authentic(delivery)) return res.status(401).end();
  deliveries$.next(delivery);
  return res.status(202).end();
};
