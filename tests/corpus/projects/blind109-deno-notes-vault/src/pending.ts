// Stores pending note-share requests in Deno KV behind random single-use handles that expire.
// @ts-nocheck
const TTL_MS = 10 * 60 * 1000;
const HANDLE_RE = /^[A-Za-z0-9_-]{43}$/;

export interface PendingShare {
  userId: string;
  tool: string;
  noteId: string;
  title: string;
  exp: number;
}

function randomHandle(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/**
 * The share flow keeps its state on our side, in Deno KV. The client only ever sees an
 * unguessable handle; the record behind it says whose it is and what it was for.
 */
export class PendingShares {
  constructor(private readonly kv: Deno.Kv) {}

  async put(rec: Omit<PendingShare, "exp">): Promise<string> {
    const handle = randomHandle();
    const value: PendingShare = { ...rec, exp: Date.now() + TTL_MS };
    await this.kv.set(["pending-share", handle], value, { expireIn: TTL_MS });
    return handle;
  }

  /** Single use: the record is deleted atomically as it is read. */
  async take(handle: string, userId: string, tool: string): Promise<PendingShare | null> {
    if (!HANDLE_RE.test(handle)) return null;
    const key = ["pending-share", handle];
    const entry = await this.kv.get<PendingShare>(key);
    if (!entry.value) return null;
    const res = await this.kv.atomic().check(entry).delete(key).commit();
    if (!res.ok) return null;
    const rec = entry.value;
    if (rec.userId !== userId || rec.tool !== tool || rec.exp < Date.now()) return null;
    return rec;
  }
}
