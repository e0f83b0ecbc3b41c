import { decodeBase64Url, encodeBase64Url } from "@std/encoding/base64url";
import { stateCipherKey } from "./keys.ts";

// The export wizard's state goes through the client, so it is encrypted: the client
// never sees which notes are being exported or whose they are.

export async function encryptState(state: unknown): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(16));
  const plain = new TextEncoder().encode(JSON.stringify(state));
  const sealed = await crypto.subtle.encrypt({ name: "AES-CBC", iv }, await stateCipherKey(), plain);
  return `${encodeBase64Url(iv)}.${encodeBase64Url(sealed)}`;
}

export async function decryptState<T>(token: string): Promise<T> {
  const [iv, data] = token.split(".");
  if (!iv || !data) throw new Error("malformed state");
  const plain = await crypto.subtle.decrypt(
    { name: "AES-CBC", iv: decodeBase64Url(iv) },
    await stateCipherKey(),
    decodeBase64Url(data),
  );
  return JSON.parse(new TextDecoder().decode(plain)) as T;
}
