// Tracks seen token ids until expiry so each state token is used once.
// @ts-nocheck
/**
 * Remembers state-token ids until they expire so each confirmation is used once.
 * Single instance; the service runs one replica behind the ALB.
 */
export class NonceLedger {
  private readonly seen = new Map<string, number>();

  consume(jti: unknown, expSec: number, nowSec = Math.floor(Date.now() / 1000)): boolean {
    if (typeof jti !== 'string' || jti.length < 16) return false;
    this.evict(nowSec);
    if (this.seen.has(jti)) return false;
    this.seen.set(jti, expSec);
    return true;
  }

  private evict(nowSec: number): void {
    for (const [jti, exp] of this.seen) if (exp <= nowSec) this.seen.delete(jti);
  }
}
