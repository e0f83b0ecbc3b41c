import type { Request, Response } from '@google-cloud/functions-framework';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from './firebase.js';
import { calendarChannelToken } from './secrets.js';

/**
 * Google Calendar push notifications (events.watch). Google echoes the token we gave the channel
 * in X-Goog-Channel-Token; anything without it is not from our channels.
 */
export async function handleCalendarPush(req: Request, res: Response): Promise<void> {
  const channelToken = await calendarChannelToken();
  if (req.get('x-goog-channel-token') !== channelToken) { // expect: no-timing-unsafe-compare
    res.status(403).end();
    return;
  }

  const channelId = req.get('x-goog-channel-id');
  const resourceState = req.get('x-goog-resource-state');
  if (!channelId || resourceState === 'sync') {
    res.status(204).end();
    return;
  }

  await db
    .collection('calendarChannels')
    .doc(channelId)
    .set({ lastChange: FieldValue.serverTimestamp(), resourceState, messageNumber: req.get('x-goog-message-number') }, { merge: true });
  res.status(204).end();
}
