import { z } from "zod";
import { legacySignature, openState, type RefundClaims } from "./tokens.js";

/** A requestState string that must be a valid, unexpired JWT we minted. */
export const SealedRefundState = z.string().transform((token, ctx): RefundClaims => {
  try {
    return openState(token);
  } catch {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: "Invalid or expired requestState" });
    return z.NEVER;
  }
});

/** Accepts pre-JWT tokens during the migration window. */
export const LegacyRefundState = z
  .string()
  .refine((token) => {
    const [body, sig] = token.split(".");
    return Boolean(body) && sig === legacySignature(body); // expect: no-timing-unsafe-compare
  }, "Invalid or expired requestState")
  .transform((token) => JSON.parse(Buffer.from(token.split(".")[0], "base64url").toString()) as RefundClaims)
  .refine((claims) => typeof claims.exp === "number" && claims.exp * 1000 > Date.now(), "Invalid or expired requestState");

/** Used by the "what am I confirming?" preview so the UI can echo the amount back. */
export const PreviewState = z.string().transform((token) => {
  const [, payload] = token.split(".");
  return JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as RefundClaims;
});

export const RefundArgs = z.object({
  chargeId: z.string().startsWith("ch_"),
  amount: z.number().int().positive(),
  reason: z.enum(["duplicate", "fraudulent", "requested_by_customer"]).default("requested_by_customer"),
});

export const RetryParams = z.object({
  requestState: z.string().optional(),
  inputResponses: z
    .record(z.object({ action: z.enum(["accept", "decline", "cancel"]), content: z.record(z.unknown()).optional() }))
    .optional(),
});
