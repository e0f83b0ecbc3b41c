import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';

export const PG_POOL = Symbol('PG_POOL');

export type ClaimStatus = 'OPEN' | 'APPROVED' | 'DENIED' | 'WITHDRAWN';

export interface Claim {
  id: string;
  policyNumber: string;
  status: ClaimStatus;
  assignedAdjusterId: string;
  requestedCents: number;
  version: number;
}

@Injectable()
export class ClaimsRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async findById(id: string): Promise<Claim | undefined> {
    const { rows } = await this.pool.query<Claim>(
      `SELECT id, policy_number AS "policyNumber", status, assigned_adjuster_id AS "assignedAdjusterId",
              requested_cents AS "requestedCents", version
         FROM claims WHERE id = $1`,
      [id],
    );
    return rows[0];
  }

  /** Optimistic update: fails if the claim changed since the adjuster looked at it. */
  async recordDecision(
    id: string,
    decision: 'approve' | 'deny',
    payoutCents: number,
    adjusterId: string,
    expectedVersion: number,
  ): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `UPDATE claims
          SET status = $2, payout_cents = $3, decided_by = $4, decided_at = now(), version = version + 1
        WHERE id = $1 AND version = $5 AND status = 'OPEN'`,
      [id, decision === 'approve' ? 'APPROVED' : 'DENIED', payoutCents, adjusterId, expectedVersion],
    );
    return rowCount === 1;
  }
}
