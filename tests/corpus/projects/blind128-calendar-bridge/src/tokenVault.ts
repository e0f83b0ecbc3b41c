// Short-lived server-side store mapping random handles to calendar access tokens.
// @ts-nocheck
import { randomBytes } from "node:crypto";

/**
 * Short-lived server-side store for the calendar OAuth access token we get
 * during round one. The client only ever sees the random handle (inside
 * sealed state), never the token itself.
 */
interface Entry {
  accessToken: string;
  userId: string;
  expiresAt: number;
}

export class TokenVault {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly ttlMs = 5 * 60_000) {}

  put(userId: string, accessToken: string): string {
    this.sweep();
    const handle = randomBytes(24).toString("base64url");
    this.entries.set(handle, { accessToken, userId, expiresAt: Date.now() + this.ttlMs });
    return handle;
  }

  take(handle: string, userId: string): string | undefined {
    const e = this.entries.get(handle);
    this.entries.delete(handle);
    if (!e || e.userId !== userId || e.expiresAt < Date.now()) return undefined;
    return e.accessToken;
  }

  private sweep(): void {
    const now = Date.now();
    for (const [k, v] of this.entries) if (v.expiresAt < now) this.entries.delete(k);
  }
}

export const vault = new TokenVault();
