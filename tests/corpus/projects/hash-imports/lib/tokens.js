// Token helpers reached through the #lib/* alias.
import { createHmac } from 'node:crypto';

export const apiToken = process.env.INTERNAL_API_TOKEN;

export function macOf(body) {
  return createHmac('sha256', process.env.STATE_SIGNING_KEY).update(body).digest('base64url');
}
