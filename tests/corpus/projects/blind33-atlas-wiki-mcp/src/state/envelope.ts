import { brotliCompressSync, brotliDecompressSync, constants as zlib } from 'node:zlib';
import { CompactSign, compactVerify } from 'jose';
import { decode, encode } from '@msgpack/msgpack';
import { signingKey, signingKid, verifyingKey } from '../keys.js';
import { digestArgs } from './args-digest.js';

// requestState = compact JWS (EdDSA) whose payload is brotli(msgpack(envelope)).
// Signed, not encrypted: the client can read it, so nothing secret goes in.
export const STATE_TTL_SECONDS = 8 * 60;
const FORMAT = 1;
const TYP = 'atlas-state+msgpack';
const MAX_ENVELOPE_BYTES = 64 * 1024;

export interface Binding {
  userId: string;
  tool: string;
  args?: Record<string, unknown>;
}

interface Envelope<T> {
  f: number;
  sub: string;
  tool: string;
  exp: number;
  ad?: string;
  p: T;
}

export type Opened<T> =
  | { ok: true; state: T }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired' | 'user' | 'tool' | 'args' };

const nowSeconds = () => Math.floor(Date.now() / 1000);

export async function sealRoundState<T>(payload: T, binding: Binding): Promise<string> {
  const envelope: Envelope<T> = {
    f: FORMAT,
    sub: binding.userId,
    tool: binding.tool,
    exp: nowSeconds() + STATE_TTL_SECONDS,
    ad: binding.args ? digestArgs(binding.args) : undefined,
    p: payload,
  };
  const body = brotliCompressSync(encode(envelope, { ignoreUndefined: true }), {
    params: { [zlib.BROTLI_PARAM_QUALITY]: 5 },
  });
  return new CompactSign(body).setProtectedHeader({ alg: 'EdDSA', kid: signingKid, typ: TYP }).sign(signingKey);
}

export async function openRoundState<T>(token: string, binding: Binding): Promise<Opened<T>> {
  let body: Uint8Array;
  try {
    const verified = await compactVerify(
      token,
      (header) => {
        const key = verifyingKey(header.kid);
        if (!key) throw new Error('unknown state key');
        return key;
      },
      { algorithms: ['EdDSA'] },
    );
    if (verified.protectedHeader.typ !== TYP) return { ok: false, reason: 'malformed' };
    body = verified.payload;
  } catch {
    return { ok: false, reason: 'signature' };
  }

  let envelope: Envelope<T>;
  try {
    envelope = decode(brotliDecompressSync(body, { maxOutputLength: MAX_ENVELOPE_BYTES })) as Envelope<T>;
  } catch {
    return { ok: false, reason: 'malformed' };
  }

  if (envelope.f !== FORMAT) return { ok: false, reason: 'malformed' };
  if (envelope.exp <= nowSeconds()) return { ok: false, reason: 'expired' };
  if (envelope.sub !== binding.userId) return { ok: false, reason: 'user' };
  if (envelope.tool !== binding.tool) return { ok: false, reason: 'tool' };
  const expectedArgs = binding.args ? digestArgs(binding.args) : undefined;
  if (envelope.ad !== expectedArgs) return { ok: false, reason: 'args' };
  return { ok: true, state: envelope.p };
}
