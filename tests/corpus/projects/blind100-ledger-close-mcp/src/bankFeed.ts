// Bank feed integration: statement API client and verification of the provider's signed webhooks.
// @ts-nocheck
import { createHmac, timingSafeEqual } from "node:crypto";
import { config } from "./config.js";

const SIGNATURE_TOLERANCE_SECONDS = 300;

export interface StatementLine {
  id: string;
  bookedOn: string;
  amountMinor: number;
  reference: string | null;
}

export async function statementLines(externalRef: string, from: string, to: string): Promise<StatementLine[]> {
  const url = new URL(`accounts/${encodeURIComponent(externalRef)}/transactions`, config.bankFeed.baseUrl + "/");
  url.searchParams.set("from", from);
  url.searchParams.set("to", to);
  const res = await fetch(url, {
    headers: { "x-api-key": config.bankFeed.apiKey, accept: "application/json" },
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) {
    throw new Error(`bank feed returned HTTP ${res.status}`);
  }
  const body = (await res.json()) as { transactions: StatementLine[] };
  return body.transactions;
}

function parseSignatureHeader(header: string): { t?: string; v1?: string } {
  const fields: Record<string, string> = {};
  for (const part of header.split(",")) {
    const eq = part.indexOf("=");
    if (eq > 0) fields[part.slice(0, eq).trim()] = part.slice(eq + 1).trim();
  }
  return fields;
}

export function verifyBankFeedSignature(
  rawBody: Buffer,
  header: string | undefined,
  secret: Buffer = config.bankFeed.webhookSecret,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): boolean {
  if (!header) return false;
  const { t, v1 } = parseSignatureHeader(header);
  const sentAt = Number(t);
  if (!t || !v1 || !Number.isInteger(sentAt) || Math.abs(nowSeconds - sentAt) > SIGNATURE_TOLERANCE_SECONDS) {
    return false;
  }
  const computed = createHmac("sha256", secret).update(`${t}.`).update(rawBody).digest();
  const given = Buffer.from(v1, "hex");
  return given.length === computed.length && timingSafeEqual(given, computed);
}
