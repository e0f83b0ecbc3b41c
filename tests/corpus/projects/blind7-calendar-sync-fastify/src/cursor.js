// Compact binary cursor so long calendar ids still fit in a small token.
// layout: u8 version | u16 idLen | id bytes | u32 offset | u8 flags
const CURSOR_VERSION = 2;
const FLAG_DECLINED = 0b0000_0001;

export function encodeCursor({ calendarId, offset = 0, includeDeclined = false }) {
  const id = Buffer.from(calendarId, 'utf8');
  const out = Buffer.alloc(1 + 2 + id.length + 4 + 1);
  let pos = out.writeUInt8(CURSOR_VERSION, 0);
  pos = out.writeUInt16BE(id.length, pos);
  pos += id.copy(out, pos);
  pos = out.writeUInt32BE(offset >>> 0, pos);
  out.writeUInt8(includeDeclined ? FLAG_DECLINED : 0, pos);
  return out.toString('base64url');
}

export function decodeCursor(token) {
  const buf = Buffer.from(String(token), 'base64url');
  if (buf.length < 8 || buf.readUInt8(0) !== CURSOR_VERSION) return null;
  const idLen = buf.readUInt16BE(1);
  if (buf.length !== 1 + 2 + idLen + 4 + 1) return null;
  const calendarId = buf.subarray(3, 3 + idLen).toString('utf8');
  const offset = buf.readUInt32BE(3 + idLen);
  const includeDeclined = (buf.readUInt8(7 + idLen) & FLAG_DECLINED) !== 0;
  return { calendarId, offset, includeDeclined };
}
