// Models an Express (TypeScript) Zoom webhook: answers endpoint.url_validation with an HMAC (no comparison) and checks x-zm-signature with === on the v0 basestring.
// @ts-nocheck
import crypto from 'crypto';
import express, { type Request, type Response } from 'express';
import { recordMeetingEnded, recordRecording } from './meetings.js';

const ZOOM_SECRET_TOKEN = process.env.ZOOM_WEBHOOK_SECRET_TOKEN as string;
const router = express.Router();

interface ZoomEvent {
  event: string;
  event_ts: number;
  payload: { plainToken?: string; object?: { id: string; uuid: string; duration?: number } };
}

function zoomSignature(timestamp: string, body: string): string {
  const hash = crypto.createHmac('sha256', ZOOM_SECRET_TOKEN).update(`v0:${timestamp}:${body}`).digest('hex');
  return `v0=${hash}`;
}

router.post('/zoom/webhook', express.text({ type: 'application/json' }), async (req: Request, res: Response) => {
  const timestamp = req.header('x-zm-request-timestamp') ?? '';
  const event = JSON.parse(req.body as string) as ZoomEvent;

  if (req.header('x-zm-signature') === zoomSignature(timestamp, req.body as string)) { // expect: no-timing-unsafe-compare
    if (event.event === 'endpoint.url_validation' && event.payload.plainToken !== undefined) {
      const encryptedToken = crypto
        .createHmac('sha256', ZOOM_SECRET_TOKEN)
        .update(event.payload.plainToken)
        .digest('hex');
      return res.status(200).json({ plainToken: event.payload.plainToken, encryptedToken });
    }
    if (event.event === 'meeting.ended' && event.payload.object !== undefined) {
      await recordMeetingEnded(event.payload.object.uuid, event.payload.object.duration ?? 0);
    } else if (event.event === 'recording.completed') {
      await recordRecording(event.payload.object!.id);
    }
    return res.status(200).json({ message: 'ok' });
  }

  if (Date.now() - Number(timestamp) * 1000 > 5 * 60 * 1000) {
    return res.status(401).json({ message: 'stale request' });
  }
  return res.status(401).json({ message: 'Unauthorized request to Zoom Webhook.' });
});

export default router;
