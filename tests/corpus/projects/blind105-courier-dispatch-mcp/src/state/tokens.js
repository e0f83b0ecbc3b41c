// Signs and opens dispatch requestState tokens: a base64url JSON body followed by an HMAC-SHA256 tag.
import { createHmac } from 'node:crypto';
import * as R from 'ramda';
import { toBase64Url, fromBase64Url } from './wire.js';
import { ok, err } from '../lib/result.js';

const hmac = R.curry((key, body) => createHmac('sha256', key).update(body).digest('base64url'));

export const makeTokens = ({ stateKey, stateTtlSeconds }, now = () => Math.floor(Date.now() / 1000)) => {
  const sign = hmac(stateKey);

  const seal = (claims) => {
    const body = toBase64Url(JSON.stringify({ ...claims, exp: now() + stateTtlSeconds }));
    return `${body}.${sign(body)}`;
  };

  const open = (token) => {
    const [body, sig, extra] = String(token ?? '').split('.');
    if (!body || !sig || extra !== undefined) return err('malformed requestState');
    if (sig !== sign(body)) return err('requestState signature does not match'); // expect: no-timing-unsafe-compare
    try {
      return ok(JSON.parse(fromBase64Url(body)));
    } catch {
      return err('requestState body is unreadable');
    }
  };

  return { seal, open };
};
