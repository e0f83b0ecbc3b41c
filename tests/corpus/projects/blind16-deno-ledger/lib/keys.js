// @ts-check
import { fromHex, utf8 } from "./bytes.js";

// Deploy sets LEDGER_STATE_SECRET per project; local `deno task dev` usually doesn't.
const stateSecret = Deno.env.get("LEDGER_STATE_SECRET") ?? "ledger-dev-secret-change-me";

/** @type {Promise<CryptoKey> | undefined} */
let hmacKey;
/** @type {Promise<CryptoKey> | undefined} */
let cookieKey;

/** HMAC key for requestState. */
export function stateKey() {
  hmacKey ??= crypto.subtle.importKey("raw", utf8.encode(stateSecret), { name: "HMAC", hash: "SHA-256" }, false, [ // expect: no-weak-state-key
    "sign",
    "verify",
  ]);
  return hmacKey;
}

/** AES key for the draft cookie (32 bytes, hex). */
export function draftCookieKey() {
  cookieKey ??= (async () => {
    const raw = fromHex(Deno.env.get("LEDGER_COOKIE_KEY") ?? "");
    if (raw.length !== 32) throw new Error("LEDGER_COOKIE_KEY must be 64 hex characters");
    return crypto.subtle.importKey("raw", raw, "AES-CTR", false, ["encrypt", "decrypt"]);
  })();
  return cookieKey;
}
