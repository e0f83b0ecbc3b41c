// Encodes and decodes a small subset of CBOR for compact state bodies.
// @ts-nocheck
// A small CBOR (RFC 8949) subset: unsigned/negative ints, byte and text
// strings, arrays, maps with text keys, false/true/null and float64.
// No tags, no indefinite lengths.

type Value = null | boolean | number | string | Uint8Array | Value[] | { [k: string]: Value };

function head(out: number[], major: number, n: number): void {
  const m = major << 5;
  if (n < 24) out.push(m | n);
  else if (n < 0x100) out.push(m | 24, n);
  else if (n < 0x10000) out.push(m | 25, n >> 8, n & 0xff);
  else out.push(m | 26, (n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff);
}

function enc(v: unknown, out: number[]): void {
  if (v === null || v === undefined) out.push(0xf6);
  else if (v === false) out.push(0xf4);
  else if (v === true) out.push(0xf5);
  else if (typeof v === 'number') {
    if (Number.isInteger(v) && Math.abs(v) < 2 ** 32) head(out, v >= 0 ? 0 : 1, v >= 0 ? v : -1 - v);
    else {
      const b = Buffer.alloc(9);
      b[0] = 0xfb;
      b.writeDoubleBE(v, 1);
      out.push(...b);
    }
  } else if (typeof v === 'string') {
    const b = Buffer.from(v, 'utf8');
    head(out, 3, b.length);
    out.push(...b);
  } else if (v instanceof Uint8Array) {
    head(out, 2, v.length);
    out.push(...v);
  } else if (Array.isArray(v)) {
    head(out, 4, v.length);
    v.forEach((x) => enc(x, out));
  } else if (typeof v === 'object') {
    const entries = Object.entries(v as object).filter(([, x]) => x !== undefined);
    head(out, 5, entries.length);
    for (const [k, x] of entries) {
      enc(k, out);
      enc(x, out);
    }
  } else throw new TypeError(`cborish: cannot encode ${typeof v}`);
}

export function encode(v: unknown): Buffer {
  const out: number[] = [];
  enc(v, out);
  return Buffer.from(out);
}

export function decode(buf: Buffer): unknown {
  let p = 0;
  const len = (info: number): number => {
    if (info < 24) return info;
    if (info === 24) return buf[p++]!;
    if (info === 25) { const n = buf.readUInt16BE(p); p += 2; return n; }
    if (info === 26) { const n = buf.readUInt32BE(p); p += 4; return n; }
    throw new RangeError('cborish: unsupported length');
  };
  const read = (): Value => {
    const ib = buf[p++];
    if (ib === undefined) throw new RangeError('cborish: truncated');
    const major = ib >> 5;
    const info = ib & 0x1f;
    switch (major) {
      case 0: return len(info);
      case 1: return -1 - len(info);
      case 2: { const n = len(info); const b = buf.subarray(p, p + n); p += n; return new Uint8Array(b); }
      case 3: { const n = len(info); const s = buf.toString('utf8', p, p + n); p += n; return s; }
      case 4: { const n = len(info); return Array.from({ length: n }, () => read()); }
      case 5: {
        const n = len(info);
        const o: Record<string, Value> = {};
        for (let i = 0; i < n; i++) { const k = read(); if (typeof k !== 'string') throw new TypeError('cborish: map key'); o[k] = read(); }
        return o;
      }
      case 7:
        if (info === 20) return false;
        if (info === 21) return true;
        if (info === 22) return null;
        if (info === 27) { const d = buf.readDoubleBE(p); p += 8; return d; }
    }
    throw new TypeError(`cborish: unsupported initial byte 0x${ib.toString(16)}`);
  };
  const v = read();
  if (p !== buf.length) throw new RangeError('cborish: trailing data');
  return v;
}
