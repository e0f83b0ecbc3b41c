// Loads the request-state signing key and the listening port from the environment.
// @ts-nocheck
/**
 * The requestState key comes from the environment only. No default: a deploy without it
 * must fail loudly rather than sign with something guessable.
 */
export function loadStateKey(): Uint8Array {
  const raw = Deno.env.get("NOTES_STATE_KEY");
  if (!raw) {
    throw new Error("NOTES_STATE_KEY is not set (generate one with `openssl rand -base64 48`)");
  }
  const key = Uint8Array.from(atob(raw), (c) => c.charCodeAt(0));
  if (key.length < 32) {
    throw new Error(`NOTES_STATE_KEY decodes to ${key.length} bytes; at least 32 are required`);
  }
  return key;
}

export const PORT = Number(Deno.env.get("PORT") ?? "8787");
