import { decodeBase64Url, encodeBase64Url } from "@std/encoding/base64url";
import { stateKey } from "./state_key.ts";

/** States live five minutes: long enough to read a confirmation dialog. */
export const STATE_TTL_MS = 5 * 60 * 1000;
const PREFIX = "v2.";

const enc = new TextEncoder();
const dec = new TextDecoder();

export interface Binding {
  sub: string;
  tool: string;
}

interface Envelope<T> extends Binding {
  exp: number;
  data: T;
}

const aad = ({ sub, tool }: Binding) => enc.encode(`${sub}\u0000${tool}`);

/** AES-256-GCM: the client can neither read nor change what it carries. */
export async function sealState<T>(data: T, binding: Binding): Promise<string> {
  const envelope: Envelope<T> = { ...binding, exp: Date.now() + STATE_TTL_MS, data };
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const ciphertext = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv, additionalData: aad(binding) },
    stateKey,
    enc.encode(JSON.stringify(envelope)),
  );
  return `${PREFIX}${encodeBase64Url(iv)}.${encodeBase64Url(ciphertext)}`;
}

/** Returns null for anything forged, replayed by someone else, for another tool, or stale. */
export async function openState<T>(raw: unknown, binding: Binding): Promise<T | null> {
  if (typeof raw !== "string" || !raw.startsWith(PREFIX)) return null;
  const parts = raw.slice(PREFIX.length).split(".");
  if (parts.length !== 2) return null;

  let plaintext: ArrayBuffer;
  try {
    const iv = decodeBase64Url(parts[0]);
    if (iv.byteLength !== 12) return null;
    plaintext = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv, additionalData: aad(binding) },
      stateKey,
      decodeBase64Url(parts[1]),
    );
  } catch {
    return null; // authentication tag mismatch or bad base64
  }

  const envelope = JSON.parse(dec.decode(plaintext)) as Envelope<T>;
  if (envelope.sub !== binding.sub || envelope.tool !== binding.tool) return null;
  const now = Date.now();
  if (typeof envelope.exp !== "number" || envelope.exp <= now || envelope.exp > now + STATE_TTL_MS) return null;
  return envelope.data;
}
