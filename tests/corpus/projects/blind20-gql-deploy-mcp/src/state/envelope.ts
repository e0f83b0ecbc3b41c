import { pipe } from '../fp.js';
import type { Signer } from './signer.js';

export class StateRejected extends Error {}

interface Envelope<T> {
  v: 1;
  iat: number;
  exp: number;
  data: T;
}

const toJson = (value: unknown): string => JSON.stringify(value);
const toB64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64url');
const fromB64 = (text: string): string => Buffer.from(text, 'base64url').toString('utf8');

export interface Codec<T> {
  encode(data: T): string;
  decode(token: string): T;
}

/** `<base64url(envelope)>.<mac>` built as a pipeline of small steps. */
export const envelopeCodec = <T>(signer: Signer, ttlMs: number): Codec<T> => {
  const wrap = (data: T): Envelope<T> => {
    const now = Date.now();
    return { v: 1, iat: now, exp: now + ttlMs, data };
  };
  const attachMac = (body: string): string => `${body}.${signer.sign(body)}`;

  const checkMac = (token: string): string => {
    const dot = token.lastIndexOf('.');
    if (dot < 1) throw new StateRejected('malformed state');
    const body = token.slice(0, dot);
    if (!signer.verify(body, token.slice(dot + 1))) throw new StateRejected('bad signature');
    return body;
  };
  const parse = (json: string): Envelope<T> => JSON.parse(json) as Envelope<T>;
  const checkExpiry = (env: Envelope<T>): T => {
    if (env.v !== 1 || typeof env.exp !== 'number' || env.exp <= Date.now()) throw new StateRejected('state expired');
    return env.data;
  };

  return {
    encode: pipe(wrap, toJson, toB64, attachMac),
    decode: pipe(checkMac, fromB64, parse, checkExpiry),
  };
};
