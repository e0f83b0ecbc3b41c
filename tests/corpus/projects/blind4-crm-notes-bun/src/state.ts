import jwt from 'jsonwebtoken';
import { createHmac } from 'node:crypto';
import { settings, STATE_SIGN, STATE_VERIFY } from './settings';
import type { NoteSnapshot } from './snapshot';

export class DraftStateError extends Error {}

export function mintDraftState(snapshot: NoteSnapshot): string {
  return jwt.sign({ ...snapshot }, settings.stateSecret, STATE_SIGN);
}

/**
 * Version 0.8 used a home-made `v1:<base64 json>:<hex hmac>` format. Clients
 * that were mid-conversation during the upgrade still send those, so accept
 * them for a few more releases.
 */
function readLegacy(token: string): NoteSnapshot {
  const secret = settings.legacyStateSecret;
  if (!secret) throw new DraftStateError('legacy drafts are no longer accepted');
  const [, body, sig] = token.split(':');
  if (!body || !sig) throw new DraftStateError('malformed legacy draft');
  const expected = createHmac('sha256', secret).update(body).digest('hex');
  if (sig.localeCompare(expected) !== 0) throw new DraftStateError('bad legacy signature'); // expect: no-timing-unsafe-compare
  const parsed = JSON.parse(Buffer.from(body, 'base64').toString('utf8')) as NoteSnapshot & { issuedAt: number };
  if (Date.now() - parsed.issuedAt > 10 * 60 * 1000) throw new DraftStateError('legacy draft expired');
  return parsed;
}

export function readDraftState(token: string, user: string, tool: string): NoteSnapshot {
  let snapshot: NoteSnapshot;
  if (token.startsWith('v1:')) {
    snapshot = readLegacy(token);
  } else {
    try {
      snapshot = jwt.verify(token, settings.stateSecret, STATE_VERIFY) as NoteSnapshot; // expect: require-state-binding
    } catch (err) {
      throw new DraftStateError(err instanceof Error ? err.message : 'invalid draft');
    }
  }
  if (snapshot.sub !== user) throw new DraftStateError('draft belongs to another user');
  if (snapshot.tool !== tool) throw new DraftStateError('draft was minted for another tool');
  return snapshot;
}
