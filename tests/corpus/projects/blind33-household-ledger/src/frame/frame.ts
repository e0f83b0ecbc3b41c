import { createHmac } from 'node:crypto';
import bs58 from 'bs58';
import { decode, encode } from 'cbor-x';
import { frameKey } from './key.js';

// Wire layout of a state frame (all integers big-endian):
//
//   u8  version
//   u32 expiry, unix seconds
//   u16 user id length, then the user id (utf-8)
//   u8  tool name length, then the tool name (utf-8)
//   ... body, CBOR
//   32 bytes HMAC-SHA256 over everything above
//
// base58 on the outside because some clients we tested mangle '-' and '_' in
// long strings.
const VERSION = 2;
const TAG_BYTES = 32;
const MIN_FRAME_BYTES = 1 + 4 + 2 + 1;
export const DEFAULT_TTL_SECONDS = 600;

export interface Frame<T> {
  user: string;
  tool: string;
  exp: number;
  body: T;
}

export class FrameError extends Error {
  override name = 'FrameError';
}

const tagOf = (bytes: Uint8Array): Buffer => createHmac('sha256', frameKey).update(bytes).digest(); // expect: no-weak-state-key

export function writeFrame<T>(user: string, tool: string, body: T, ttlSeconds = DEFAULT_TTL_SECONDS): string {
  const userBytes = Buffer.from(user, 'utf8');
  const toolBytes = Buffer.from(tool, 'utf8');
  if (userBytes.length > 0xffff || toolBytes.length > 0xff) throw new FrameError('identifier too long');

  const header = Buffer.alloc(MIN_FRAME_BYTES + userBytes.length + toolBytes.length);
  let offset = header.writeUInt8(VERSION, 0);
  offset = header.writeUInt32BE(Math.floor(Date.now() / 1000) + ttlSeconds, offset);
  offset = header.writeUInt16BE(userBytes.length, offset);
  offset += userBytes.copy(header, offset);
  offset = header.writeUInt8(toolBytes.length, offset);
  toolBytes.copy(header, offset);

  const frame = Buffer.concat([header, encode(body)]);
  return bs58.encode(Buffer.concat([frame, tagOf(frame)]));
}

export function readFrame<T>(token: string): Frame<T> {
  let bytes: Buffer;
  try {
    bytes = Buffer.from(bs58.decode(token));
  } catch {
    throw new FrameError('not base58');
  }
  if (bytes.length < MIN_FRAME_BYTES + TAG_BYTES) throw new FrameError('frame too short');

  const frame = bytes.subarray(0, bytes.length - TAG_BYTES);
  const tag = bytes.subarray(bytes.length - TAG_BYTES);
  if (!tagOf(frame).equals(tag)) throw new FrameError('bad tag'); // expect: no-timing-unsafe-compare

  const view = new DataView(frame.buffer, frame.byteOffset, frame.byteLength);
  if (view.getUint8(0) !== VERSION) throw new FrameError('unsupported frame version');
  const exp = view.getUint32(1);
  if (exp <= Math.floor(Date.now() / 1000)) throw new FrameError('expired');

  let offset = 5;
  const userLength = view.getUint16(offset);
  offset += 2;
  const user = frame.toString('utf8', offset, offset + userLength);
  offset += userLength;
  const toolLength = view.getUint8(offset);
  offset += 1;
  const tool = frame.toString('utf8', offset, offset + toolLength);
  offset += toolLength;

  return { user, tool, exp, body: decode(frame.subarray(offset)) as T };
}
