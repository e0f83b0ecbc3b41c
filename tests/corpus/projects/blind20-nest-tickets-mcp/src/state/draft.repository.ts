import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'crypto';
import type { Pool } from 'pg';
import type { NewTicket } from '../helpdesk/helpdesk.client';

export const PG_POOL = Symbol('PG_POOL');

export type TicketDraft = Pick<NewTicket, 'subject' | 'body'> & { suggestedCategories: string[] };

/**
 * Ticket drafts wait server-side between rounds; the client only ever sees an
 * opaque random handle that points at the row.
 */
@Injectable()
export class DraftRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async stash(userId: string, draft: TicketDraft): Promise<string> {
    const handle = randomBytes(32).toString('base64url');
    await this.pool.query(
      `INSERT INTO ticket_drafts (handle, user_id, body, expires_at)
       VALUES ($1, $2, $3, now() + interval '10 minutes')`,
      [handle, userId, JSON.stringify(draft)],
    );
    return handle;
  }

  /** Single use: the row is deleted as it is read. */
  async claim(handle: string, userId: string): Promise<TicketDraft | null> {
    const { rows } = await this.pool.query<{ body: TicketDraft }>(
      `DELETE FROM ticket_drafts
        WHERE handle = $1 AND user_id = $2 AND expires_at > now()
        RETURNING body`,
      [handle, userId],
    );
    return rows[0]?.body ?? null;
  }
}
