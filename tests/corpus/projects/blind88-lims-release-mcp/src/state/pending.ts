// Reads which instrument slots a schedule_retest round offered, from the round's state token.
// @ts-nocheck
import { decodeJwt } from 'jose';

export interface PendingRetest {
  sub: string;
  sampleId: string;
  method: string;
  offered: string[];
}

export function pendingRetest(token?: string): PendingRetest | null {
  if (!token) return null;
  const claims = decodeJwt(token);
  if (claims.tool !== 'schedule_retest' || claims.stage !== 'pick_slot') return null;
  return {
    sub: String(claims.sub),
    sampleId: String(claims.sampleId),
    method: String(claims.method),
    offered: Array.isArray(claims.offered) ? claims.offered.map(String) : [],
  };
}
