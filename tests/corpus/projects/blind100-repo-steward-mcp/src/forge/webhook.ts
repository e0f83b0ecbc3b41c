// Inbound forge webhooks: constant-time signature check over the raw body, then event bookkeeping.
// @ts-nocheck
import { createHmac, timingSafeEqual } from "node:crypto";
import { audit } from "../audit.js";
import { env } from "../env.js";

const SIGNATURE_PREFIX = "sha256=";

export function verifyForgeSignature(rawBody: Uint8Array, header: string | undefined): boolean {
  if (typeof header !== "string" || !header.startsWith(SIGNATURE_PREFIX)) {
    return false;
  }
  const presented = Buffer.from(header.slice(SIGNATURE_PREFIX.length), "hex");
  const computed = createHmac("sha256", env.forge.webhookSecret).update(rawBody).digest();
  if (presented.length !== computed.length) {
    return false;
  }
  return timingSafeEqual(presented, computed);
}

interface ForgeEvent {
  action?: string;
  repository?: { full_name?: string };
  sender?: { login?: string };
  ref?: string;
}

export async function recordForgeEvent(kind: string | undefined, event: ForgeEvent): Promise<void> {
  const target = event.repository?.full_name;
  if (!kind || !target) return;
  await audit({
    action: "webhook.received",
    actor: event.sender?.login ?? "forge",
    target,
    detail: { kind, action: event.action ?? null, ref: event.ref ?? null },
  });
}
