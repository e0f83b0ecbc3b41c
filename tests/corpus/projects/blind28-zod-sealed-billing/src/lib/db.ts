import { createHash } from "node:crypto";
import type { BillingUser } from "../auth/passport.js";

// Thin stand-in for the real pg pool; sessions are stored by token hash.
const sessions = new Map<string, BillingUser>();

export async function lookupSession(token: string): Promise<BillingUser | undefined> {
  return sessions.get(createHash("sha256").update(token).digest("hex"));
}

export async function recordRefund(userId: string, chargeId: string, amount: number): Promise<void> {
  console.info("refund", { userId, chargeId, amount });
}
