// Redis-backed store for journal drafts awaiting an approver; the client only ever holds a random handle.
// @ts-nocheck
import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { config } from "../config.js";
import type { ArgsDigest, DraftHandle, Ledger, ToolName, UserId } from "../domain.js";

const DRAFT_TTL_SECONDS = 600;
const HANDLE_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const keyFor = (handle: string) => `ledger:journal-draft:${handle}`;

export interface DraftRecord {
  readonly userId: UserId;
  readonly tool: ToolName;
  readonly argsDigest: ArgsDigest;
  readonly entityId: string;
  readonly lines: readonly Ledger.JournalLine[];
  readonly memo: string;
  readonly createdAt: number;
}

export class DraftStore {
  constructor(private readonly redis: Redis) {}

  async put(record: DraftRecord): Promise<DraftHandle> {
    const handle = randomBytes(32).toString("base64url") as DraftHandle;
    const stored = await this.redis.set(keyFor(handle), JSON.stringify(record), "EX", DRAFT_TTL_SECONDS, "NX");
    if (stored !== "OK") {
      throw new Error("could not store journal draft");
    }
    return handle;
  }

  async take(handle: unknown): Promise<DraftRecord | null> {
    if (typeof handle !== "string" || !HANDLE_SHAPE.test(handle)) {
      return null;
    }
    const raw = await this.redis.getdel(keyFor(handle));
    return raw === null ? null : (JSON.parse(raw) as DraftRecord);
  }
}

export const drafts = new DraftStore(new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }));
