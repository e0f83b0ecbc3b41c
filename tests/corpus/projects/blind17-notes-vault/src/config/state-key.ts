import { ConfigService } from "@nestjs/config";

export const STATE_KEY = Symbol("STATE_KEY");
export const MIN_STATE_KEY_BYTES = 32;

/**
 * Loads the requestState HMAC key. Fails at boot rather than at the first
 * multi-round tool call. Tests override the STATE_KEY provider directly.
 */
export function loadStateKey(config: ConfigService): Uint8Array {
  const raw = config.get<string>("NOTES_STATE_KEY");
  if (!raw) {
    throw new Error("NOTES_STATE_KEY is not set (generate one with `openssl rand -base64 48`)");
  }
  const key = Buffer.from(raw, "base64");
  if (key.length < MIN_STATE_KEY_BYTES) {
    throw new Error(`NOTES_STATE_KEY decodes to ${key.length} bytes; at least ${MIN_STATE_KEY_BYTES} are required`);
  }
  return new Uint8Array(key);
}
