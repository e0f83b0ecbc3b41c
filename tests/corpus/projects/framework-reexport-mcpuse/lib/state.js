// Memoised request-state codecs of a flight booker: created on first call and kept.
import { createRequestStateCodec } from '@modelcontextprotocol/server';

let seatCodec;

export function stateCodec() {
  if (!seatCodec) {
    seatCodec = createRequestStateCodec({
      key: Buffer.from(process.env.SEAT_STATE_KEY, 'base64'),
      bind: (ctx) => String(ctx.http?.authInfo?.extra?.userId),
    });
  }
  return seatCodec;
}

const memo = new Map();

export function codecFor(name) {
  if (!memo.has(name)) memo.set(name, createRequestStateCodec({ key: process.env.BAG_STATE_KEY || 's'.repeat(32), bind: (ctx) => String(ctx.http?.authInfo?.extra?.userId) })); // expect: no-weak-state-key
  return memo.get(name);
}
