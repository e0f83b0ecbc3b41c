// A tiny self-describing binary format (think msgpack, minus most of it).
// Scanner firmware on the handhelds speaks it natively, so we reuse it for state.

export type WireValue = null | boolean | number | string | WireValue[] | { [key: string]: WireValue };

const T_NULL = 0x00;
const T_FALSE = 0x01;
const T_TRUE = 0x02;
const T_NUM = 0x03;
const T_STR = 0x04;
const T_ARR = 0x05;
const T_MAP = 0x06;

const utf8 = new TextEncoder();
const fromUtf8 = new TextDecoder('utf-8', { fatal: true });

class Writer {
  private chunks: number[] = [];
  byte(b: number) {
    this.chunks.push(b & 0xff);
  }
  u16(n: number) {
    if (n > 0xffff) throw new RangeError('wire: length overflow');
    this.byte(n >> 8);
    this.byte(n);
  }
  bytes(b: Uint8Array) {
    for (const x of b) this.chunks.push(x);
  }
  done(): Uint8Array {
    return Uint8Array.from(this.chunks);
  }
}

function write(w: Writer, v: WireValue): void {
  if (v === null) return w.byte(T_NULL);
  if (v === false) return w.byte(T_FALSE);
  if (v === true) return w.byte(T_TRUE);
  if (typeof v === 'number') {
    const buf = new DataView(new ArrayBuffer(8));
    buf.setFloat64(0, v);
    w.byte(T_NUM);
    return w.bytes(new Uint8Array(buf.buffer));
  }
  if (typeof v === 'string') {
    const b = utf8.encode(v);
    w.byte(T_STR);
    w.u16(b.length);
    return w.bytes(b);
  }
  if (Array.isArray(v)) {
    w.byte(T_ARR);
    w.u16(v.length);
    return v.forEach((x) => write(w, x));
  }
  const keys = Object.keys(v).filter((k) => v[k] !== undefined);
  w.byte(T_MAP);
  w.u16(keys.length);
  for (const k of keys) {
    write(w, k);
    write(w, v[k]);
  }
}

export function encodeWire(v: WireValue): Uint8Array {
  const w = new Writer();
  write(w, v);
  return w.done();
}

export function decodeWire(bytes: Uint8Array): WireValue {
  let pos = 0;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const need = (n: number) => {
    if (pos + n > bytes.length) throw new RangeError('wire: truncated');
  };
  const u16 = () => {
    need(2);
    const n = view.getUint16(pos);
    pos += 2;
    return n;
  };
  const read = (depth: number): WireValue => {
    if (depth > 16) throw new RangeError('wire: too deep');
    need(1);
    const tag = bytes[pos++];
    switch (tag) {
      case T_NULL: return null;
      case T_FALSE: return false;
      case T_TRUE: return true;
      case T_NUM: {
        need(8);
        const n = view.getFloat64(pos);
        pos += 8;
        return n;
      }
      case T_STR: {
        const len = u16();
        need(len);
        const s = fromUtf8.decode(bytes.subarray(pos, pos + len));
        pos += len;
        return s;
      }
      case T_ARR: {
        const len = u16();
        return Array.from({ length: len }, () => read(depth + 1));
      }
      case T_MAP: {
        const len = u16();
        const out: Record<string, WireValue> = {};
        for (let i = 0; i < len; i++) {
          const k = read(depth + 1);
          if (typeof k !== 'string') throw new TypeError('wire: map key must be a string');
          out[k] = read(depth + 1);
        }
        return out;
      }
      default:
        throw new TypeError(`wire: unknown tag 0x${tag.toString(16)}`);
    }
  };
  const value = read(0);
  if (pos !== bytes.length) throw new RangeError('wire: trailing bytes');
  return value;
}
