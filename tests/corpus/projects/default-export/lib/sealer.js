// A default-exported hand-rolled sealer: the body and its HMAC, joined by a dot.
import { createHmac } from 'node:crypto';

export default (state) => {
  const body = Buffer.from(JSON.stringify(state)).toString('base64url');
  const mac = createHmac('sha256', process.env.WIZARD_STATE_SECRET).update(body).digest('base64url');
  return `${body}.${mac}`;
};
