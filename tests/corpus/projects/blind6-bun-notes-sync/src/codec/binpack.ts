// Tiny tag-length-value packer for flat records (string / number / boolean / nested record).
const T_STR = 1, T_NUM = 2, T_BOOL = 3, T_REC = 4;

const enc = new TextEncoder();
const dec = new TextDecoder();

export type Packable = string | number | boolean | { [k: string]: Packable };

function pushU32(out: number[], n: number) {
  out.push((n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255);
}

function packInto(out: number[], rec: Record<string, Packable>) {
  const keys = Object.keys(rec);
  pushU32(out, keys.length);
  for (const k of keys) {
    const kb = enc.encode(k);
    pushU32(out, kb.length);
    out.push(...kb);
    const v = rec[k];
    if (typeof v === 'string') {
      const vb = enc.encode(v);
      out.push(T_STR);
      pushU32(out, vb.length);
      out.push(...vb);
    } else if (typeof v === 'number') {
      const f = new Float64Array([v]);
      out.push(T_NUM, ...new Uint8Array(f.buffer));
    } else if (typeof v === 'boolean') {
      out.push(T_BOOL, v ? 1 : 0);
    } else {
      out.push(T_REC);
      packInto(out, v);
    }
  }
}

export function pack(rec: Record<string, Packable>): Uint8Array {
  const out: number[] = [];
  packInto(out, rec);
  return Uint8Array.from(out);
}

export function unpack(buf: Uint8Array): Record<string, Packable> {
  let i = 0;
  const u32 = () => ((buf[i++] << 24) | (buf[i++] << 16) | (buf[i++] << 8) | buf[i++]) >>> 0;
  const readRec = (): Record<string, Packable> => {
    const n = u32();
    const rec: Record<string, Packable> = {};
    for (let j = 0; j < n; j++) {
      const kl = u32();
      const key = dec.decode(buf.subarray(i, (i += kl)));
      const tag = buf[i++];
      if (tag === T_STR) {
        const vl = u32();
        rec[key] = dec.decode(buf.subarray(i, (i += vl)));
      } else if (tag === T_NUM) {
        rec[key] = new Float64Array(buf.slice(i, (i += 8)).buffer)[0];
      } else if (tag === T_BOOL) {
        rec[key] = buf[i++] === 1;
      } else if (tag === T_REC) {
        rec[key] = readRec();
      } else {
        throw new Error(`bad tag ${tag} at ${i}`);
      }
    }
    return rec;
  };
  return readRec();
}
