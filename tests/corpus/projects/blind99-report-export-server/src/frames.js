// Binary framing for cursors: MessagePack, Brotli-compressed when large, behind a one-byte format tag.
import { Packr } from 'msgpackr';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';

const packr = new Packr({ useRecords: false, mapsAsObjects: true });
const FORMAT_PLAIN = 0x01;
const FORMAT_BROTLI = 0x02;
const COMPRESS_ABOVE = 256;
const MAX_INFLATED = 1 << 20;

export function packFrame(value) {
  const packed = packr.pack(value);
  if (packed.length < COMPRESS_ABOVE) return Buffer.concat([Buffer.of(FORMAT_PLAIN), packed]);
  const squeezed = brotliCompressSync(packed, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: packed.length },
  });
  return Buffer.concat([Buffer.of(FORMAT_BROTLI), squeezed]);
}

export function unpackFrame(buf) {
  if (!Buffer.isBuffer(buf) || buf.length < 2) throw new Error('cursor frame too short');
  const body = buf.subarray(1);
  switch (buf[0]) {
    case FORMAT_PLAIN:
      return packr.unpack(body);
    case FORMAT_BROTLI:
      return packr.unpack(brotliDecompressSync(body, { maxOutputLength: MAX_INFLATED }));
    default:
      throw new Error(`unknown cursor frame format ${buf[0]}`);
  }
}
