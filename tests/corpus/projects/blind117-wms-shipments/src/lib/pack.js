// Encodes and decodes a minimal MessagePack subset for state claims.
'use strict';
// Minimal MessagePack subset: nil, bool, int (32-bit), float64, str, array, map.
// Enough for the small claim objects we put in round-trip state.

function encode(value, out = []) {
  if (value === null || value === undefined) {
    out.push(0xc0);
  } else if (value === false || value === true) {
    out.push(value ? 0xc3 : 0xc2);
  } else if (typeof value === 'number') {
    if (Number.isInteger(value) && value >= 0 && value < 128) {
      out.push(value);
    } else if (Number.isInteger(value) && value >= -(2 ** 31) && value < 2 ** 31) {
      const b = Buffer.alloc(5);
      b[0] = 0xd2;
      b.writeInt32BE(value, 1);
      out.push(...b);
    } else {
      const b = Buffer.alloc(9);
      b[0] = 0xcb;
      b.writeDoubleBE(value, 1);
      out.push(...b);
    }
  } else if (typeof value === 'string') {
    const s = Buffer.from(value, 'utf8');
    if (s.length < 32) out.push(0xa0 | s.length);
    else if (s.length < 256) out.push(0xd9, s.length);
    else out.push(0xda, s.length >> 8, s.length & 0xff);
    out.push(...s);
  } else if (Array.isArray(value)) {
    if (value.length >= 16) throw new RangeError('array too long for pack()');
    out.push(0x90 | value.length);
    for (const v of value) encode(v, out);
  } else if (typeof value === 'object') {
    const keys = Object.keys(value).filter((k) => value[k] !== undefined);
    if (keys.length >= 16) throw new RangeError('map too large for pack()');
    out.push(0x80 | keys.length);
    for (const k of keys) {
      encode(k, out);
      encode(value[k], out);
    }
  } else {
    throw new TypeError(`cannot pack ${typeof value}`);
  }
  return out;
}

function decodeAt(buf, pos) {
  const t = buf[pos++];
  if (t === undefined) throw new RangeError('truncated pack data');
  if (t < 0x80) return [t, pos];
  if (t === 0xc0) return [null, pos];
  if (t === 0xc2 || t === 0xc3) return [t === 0xc3, pos];
  if (t === 0xd2) return [buf.readInt32BE(pos), pos + 4];
  if (t === 0xcb) return [buf.readDoubleBE(pos), pos + 8];
  let strLen = -1;
  if ((t & 0xe0) === 0xa0) strLen = t & 0x1f;
  else if (t === 0xd9) strLen = buf[pos++];
  else if (t === 0xda) { strLen = buf.readUInt16BE(pos); pos += 2; }
  if (strLen >= 0) return [buf.toString('utf8', pos, pos + strLen), pos + strLen];
  if ((t & 0xf0) === 0x90) {
    const arr = [];
    for (let i = 0; i < (t & 0x0f); i++) { let v; [v, pos] = decodeAt(buf, pos); arr.push(v); }
    return [arr, pos];
  }
  if ((t & 0xf0) === 0x80) {
    const obj = {};
    for (let i = 0; i < (t & 0x0f); i++) {
      let k, v;
      [k, pos] = decodeAt(buf, pos);
      [v, pos] = decodeAt(buf, pos);
      obj[k] = v;
    }
    return [obj, pos];
  }
  throw new TypeError(`unsupported pack tag 0x${t.toString(16)}`);
}

module.exports = {
  pack: (value) => Buffer.from(encode(value)),
  unpack: (buf) => {
    const [value, end] = decodeAt(buf, 0);
    if (end !== buf.length) throw new RangeError('trailing bytes after packed value');
    return value;
  },
};
