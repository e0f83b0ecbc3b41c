// Encodes and decodes vault state in a protobuf-style tag-length-value format.
// @ts-nocheck
// Protobuf-flavoured TLV: each field is varint(tag << 3 | wireType) then
// either a varint (wire type 0) or varint length + bytes (wire type 2).
export interface VaultState {
  sub: string;       // 1
  tool: string;      // 2
  assetId: string;   // 3
  exp: number;       // 4, unix seconds
  digest?: string;   // 5
  uploadUrl?: string; // 6
}

function varint(n: number, out: number[]): void {
  while (n > 0x7f) {
    out.push((n & 0x7f) | 0x80);
    n = Math.floor(n / 128);
  }
  out.push(n);
}

function readVarint(buf: Buffer, pos: { i: number }): number {
  let n = 0;
  let mul = 1;
  for (;;) {
    const b = buf[pos.i++];
    if (b === undefined) throw new RangeError('truncated varint');
    n += (b & 0x7f) * mul;
    if (!(b & 0x80)) return n;
    mul *= 128;
    if (mul > 2 ** 49) throw new RangeError('varint too long');
  }
}

const STRING_FIELDS = ['', 'sub', 'tool', 'assetId', '', 'digest', 'uploadUrl'] as const;

export function encodeState(s: VaultState): Buffer {
  const out: number[] = [];
  STRING_FIELDS.forEach((name, tag) => {
    if (!name) return;
    const v = s[name];
    if (v === undefined) return;
    const bytes = Buffer.from(v, 'utf8');
    varint((tag << 3) | 2, out);
    varint(bytes.length, out);
    out.push(...bytes);
  });
  varint((4 << 3) | 0, out);
  varint(s.exp, out);
  return Buffer.from(out);
}

export function decodeState(buf: Buffer): VaultState {
  const pos = { i: 0 };
  const s: Partial<VaultState> = {};
  while (pos.i < buf.length) {
    const key = readVarint(buf, pos);
    const tag = key >> 3;
    if ((key & 7) === 0) {
      const n = readVarint(buf, pos);
      if (tag === 4) s.exp = n;
    } else if ((key & 7) === 2) {
      const len = readVarint(buf, pos);
      const str = buf.toString('utf8', pos.i, pos.i + len);
      pos.i += len;
      const name = STRING_FIELDS[tag];
      if (name) s[name] = str;
    } else throw new TypeError(`unsupported wire type ${key & 7}`);
  }
  if (!s.sub || !s.tool || !s.assetId || s.exp === undefined) throw new TypeError('incomplete state');
  return s as VaultState;
}
