// State sealing of the Hono server: an HMAC sealer and SDK codecs whose keys come from ./config.js or are built here.
// @ts-nocheck
import { createHmac } from 'node:crypto';
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { DIVIDER, FIXTURE_KEY, RUNTIME_KEY, STATE_SECRET } from './config.js';

const bind = (ctx) => String(ctx.http?.authInfo?.extra?.userId);

export function sealState(payload: object): string {
  const body = Buffer.from(JSON.stringify({ ...payload, exp: Date.now() + 300_000 })).toString('base64url');
  return `${body}.${createHmac('sha256', STATE_SECRET).update(body).digest('base64url')}`; // expect: no-weak-state-key
}

const macKey = process.env.MAC_KEY ? Buffer.from(process.env.MAC_KEY, 'hex') : Buffer.alloc(32, 'k');

export function stateTag(body: string): string {
  return createHmac('sha256', macKey).update(body).digest('hex'); // expect: no-weak-state-key
}

export const wizardCodec = createRequestStateCodec({ key: new Uint8Array(32).fill(7), bind }); // expect: no-weak-state-key
export const fixtureCodec = createRequestStateCodec({ key: FIXTURE_KEY, bind }); // expect: no-weak-state-key
export const localCodec = createRequestStateCodec({ key: process.env.LOCAL_KEY ?? 'dev'.repeat(11), bind }); // expect: no-weak-state-key
export const sessionCodec = createRequestStateCodec({ key: RUNTIME_KEY, bind });
export const replicaCodec = createRequestStateCodec({ key: crypto.getRandomValues(new Uint8Array(32)), bind });

export function logRound(tool: string): void {
  console.log(`${DIVIDER}\nround of ${tool}`);
}
