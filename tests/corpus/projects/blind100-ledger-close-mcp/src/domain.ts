// Ledger vocabulary: branded ids, tool names, sealed payload shapes and the canonical argument digest.
// @ts-nocheck
import { createHash } from "node:crypto";

declare const tag: unique symbol;
type Tagged<T, K extends string> = T & { readonly [tag]: K };

export type UserId = Tagged<string, "UserId">;
export type EntityId = Tagged<string, "EntityId">;
export type PeriodId = Tagged<string, "PeriodId">;
export type ArgsDigest = Tagged<string, "ArgsDigest">;
export type DraftHandle = Tagged<string, "DraftHandle">;

export const STATE_API_VERSION = "2025-06" as const;

export enum ToolName {
  ClosePeriod = "close_period",
  PostJournalEntry = "post_journal_entry",
  ReconcileAccount = "reconcile_account",
}

export namespace Ledger {
  export interface JournalLine {
    readonly accountId: string;
    readonly debitMinor: number;
    readonly creditMinor: number;
    readonly description?: string;
  }

  export interface CloseConfirmation {
    readonly entityId: string;
    readonly periodId: string;
    readonly checklistVersion: number;
    readonly idempotencyKey: string;
  }

  export function isCloseConfirmation(x: unknown): x is CloseConfirmation {
    if (typeof x !== "object" || x === null) return false;
    const c = x as Record<string, unknown>;
    return (
      typeof c.entityId === "string" &&
      typeof c.periodId === "string" &&
      Number.isInteger(c.checklistVersion) &&
      typeof c.idempotencyKey === "string"
    );
  }

  export function totals(lines: readonly JournalLine[]): { debit: number; credit: number } {
    return lines.reduce(
      (acc, l) => ({ debit: acc.debit + l.debitMinor, credit: acc.credit + l.creditMinor }),
      { debit: 0, credit: 0 },
    );
  }

  export function isBalanced(lines: readonly JournalLine[]): boolean {
    const { debit, credit } = totals(lines);
    return debit > 0 && debit === credit;
  }
}

export function assertUserId(value: unknown): asserts value is UserId {
  if (typeof value !== "string" || !/^u-[0-9a-f]{12}$/.test(value)) {
    throw new Error("caller has no ledger user id");
  }
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) {
    return `[${value.map(canonical).join(",")}]`;
  }
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

export function argsDigest(tool: ToolName, args: unknown): ArgsDigest {
  return createHash("sha256").update(tool).update("\0").update(canonical(args)).digest("base64url") as ArgsDigest;
}
