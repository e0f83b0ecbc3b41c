import { createHmac } from 'node:crypto';
import { safeEqual } from 'eslint-plugin-mcp-state/seal';

const CHANNEL_KEY = process.env.CONCIERGE_CHANNEL_KEY;
if (!CHANNEL_KEY || Buffer.byteLength(CHANNEL_KEY) < 32) {
  throw new Error('CONCIERGE_CHANNEL_KEY must be set to 32+ random bytes');
}

// The token handed to Google when a watch channel is created; Google echoes it in every push.
export const channelToken = (channelId) => createHmac('sha256', CHANNEL_KEY).update(`watch:${channelId}`).digest('base64url');

export function registerWebhooks(server, { onChange }) {
  server.post('/hooks/calendar', async (req, res) => {
    const channelId = req.header('x-goog-channel-id') ?? '';
    const presented = req.header('x-goog-channel-token') ?? '';
    if (!channelId || !safeEqual(presented, channelToken(channelId))) {
      res.send(403);
      return;
    }
    if (req.header('x-goog-resource-state') === 'sync') {
      res.send(200);
      return;
    }
    await onChange(channelId);
    res.send(204);
  });
}
