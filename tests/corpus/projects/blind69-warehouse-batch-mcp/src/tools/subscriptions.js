// register_webhook: lets a user subscribe an HTTPS endpoint to job events; the signing secret is shown once.
import { randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { wrapSecret } from '../crypto/keys.js';
import { createSubscription } from '../db.js';
import { callerOf, refuse, reply } from './index.js';

const EVENTS = ['job.succeeded', 'job.failed', 'job.cancelled'];

function isPublicHttps(url) {
  try {
    const u = new URL(url);
    if (u.protocol !== 'https:') return false;
    return !/^(localhost|127\.|10\.|192\.168\.|169\.254\.|\[?::1\]?$)/.test(u.hostname);
  } catch {
    return false;
  }
}

export function registerSubscriptionTools(server) {
  server.registerTool(
    'register_webhook',
    {
      title: 'Register job webhook',
      description: 'Subscribe an HTTPS endpoint to job events. Deliveries carry a Warehouse-Signature header (t=…,v1=HMAC-SHA256).',
      inputSchema: {
        url: z.string().url(),
        events: z.array(z.enum(EVENTS)).min(1).default(EVENTS),
      },
    },
    async (args, extra) => {
      const { userId } = callerOf(extra);
      if (!isPublicHttps(args.url)) return refuse('Webhook URLs must be public https:// endpoints.');
      const id = `sub_${randomUUID()}`;
      const secret = `whsec_${randomBytes(32).toString('base64url')}`;
      await createSubscription({ id, userId, url: args.url, events: args.events, secretWrapped: wrapSecret(secret, id) });
      return reply(
        `Subscribed ${args.url} to ${args.events.join(', ')} as ${id}.\nSigning secret (shown only now, store it safely): ${secret}`,
      );
    },
  );
}
