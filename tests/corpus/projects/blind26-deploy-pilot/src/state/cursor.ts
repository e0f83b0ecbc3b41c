import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import type { z } from "zod";
import { CURSOR_KEY } from "../config.js";

const IV_BYTES = 16;

/**
 * Encrypted cursor for flows that offer the user a list: the client can't see or
 * enumerate which releases we offered.
 */
export function sealCursor(payload: unknown): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-cbc", CURSOR_KEY, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(payload), "utf8"), cipher.final()]);
  return Buffer.concat([iv, body]).toString("base64url");
}

export function openCursor<S extends z.ZodTypeAny>(cursor: string, schema: S): z.infer<S> {
  const raw = Buffer.from(cursor, "base64url");
  const decipher = createDecipheriv("aes-256-cbc", CURSOR_KEY, raw.subarray(0, IV_BYTES));
  const json = Buffer.concat([decipher.update(raw.subarray(IV_BYTES)), decipher.final()]).toString("utf8");
  return schema.parse(JSON.parse(json));
}
