import { createHmac } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Pool } from 'pg';
import { constantTimeEqual } from '@atlas/security/compare';

// Shared with the directory provider (SCIM bridge); rotated from its console.
const webhookSecret = process.env.DIRECTORY_WEBHOOK_SECRET;
if (!webhookSecret || webhookSecret.length < 32) {
  throw new Error('DIRECTORY_WEBHOOK_SECRET must be set (32+ characters)');
}

const SCHEME = 'sha256=';
const MAX_AGE_SECONDS = 300;

interface DirectoryEvent {
  id: string;
  type: 'user.deactivated' | 'user.reactivated' | 'group.updated';
  occurredAt: number;
  userId?: string;
}

/** express.raw() must run first: the signature covers the exact bytes. */
export function directoryWebhook(db: Pool) {
  return async (req: Request, res: Response) => {
    const header = req.get('x-directory-signature') ?? '';
    const timestamp = req.get('x-directory-timestamp') ?? '';
    if (!header.startsWith(SCHEME) || !/^\d{10}$/.test(timestamp)) return res.status(400).end();
    if (Math.abs(Date.now() / 1000 - Number(timestamp)) > MAX_AGE_SECONDS) return res.status(401).end();

    const expected = createHmac('sha256', webhookSecret).update(`${timestamp}.`).update(req.body as Buffer).digest('hex');
    if (!constantTimeEqual(header.slice(SCHEME.length), expected)) return res.status(401).end();

    const event = JSON.parse((req.body as Buffer).toString('utf8')) as DirectoryEvent;
    if (event.type === 'user.deactivated' && event.userId) {
      await db.query('update users set disabled_at = now() where external_id = $1 and disabled_at is null', [event.userId]);
    } else if (event.type === 'user.reactivated' && event.userId) {
      await db.query('update users set disabled_at = null where external_id = $1', [event.userId]);
    }
    return res.status(204).end();
  };
}
