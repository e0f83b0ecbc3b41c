// A Slack request verifier that reads its helpers off a namespace import.
import * as sig from './lib/sig.js';

export function verifySlackRequest(req) {
  const timestamp = req.headers['x-slack-request-timestamp'];
  const base = sig.baseString(timestamp, req.rawBody);
  if (base === req.headers['x-slack-base']) return false;
  return sig.hmacHex(base) === req.headers['x-slack-signature']; // expect: no-timing-unsafe-compare
}
