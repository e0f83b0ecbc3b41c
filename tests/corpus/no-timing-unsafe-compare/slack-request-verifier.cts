// Models a CommonJS TypeScript Slack request verifier that uses crypto.timingSafeEqual after a length check.
// @ts-nocheck
import type { IncomingHttpHeaders } from 'http';

const crypto = require('crypto') as typeof import('crypto');

export interface SlackRequestVerificationOptions {
  signingSecret: string;
  body: string;
  headers: IncomingHttpHeaders;
  nowMilliseconds?: number;
}

class SlackVerificationError extends Error {
  constructor(message: string) {
    super(`Failed to verify authenticity: ${message}`);
  }
}

function verifySlackRequest(options: SlackRequestVerificationOptions): void {
  const requestTimestampSec = Number(options.headers['x-slack-request-timestamp']);
  const signature = options.headers['x-slack-signature'];
  if (Number.isNaN(requestTimestampSec)) {
    throw new SlackVerificationError('header x-slack-request-timestamp did not have the expected type');
  }
  if (typeof signature !== 'string') {
    throw new SlackVerificationError('header x-slack-signature did not have the expected type');
  }
  const nowSec = Math.floor((options.nowMilliseconds ?? Date.now()) / 1000);
  if (nowSec - requestTimestampSec > 300) {
    throw new SlackVerificationError('x-slack-request-timestamp must differ from system time by no more than 5 minutes');
  }

  const [version, hash] = signature.split('=');
  if (version !== 'v0' || hash === undefined) {
    throw new SlackVerificationError('unknown signature version');
  }
  const hmac = crypto.createHmac('sha256', options.signingSecret);
  hmac.update(`${version}:${requestTimestampSec}:${options.body}`);
  const ours = Buffer.from(hmac.digest('hex'), 'utf8');
  const theirs = Buffer.from(hash, 'utf8');
  if (ours.length !== theirs.length || !crypto.timingSafeEqual(ours, theirs)) {
    throw new SlackVerificationError('signature mismatch');
  }
}

function isValidSlackRequest(options: SlackRequestVerificationOptions): boolean {
  try {
    verifySlackRequest(options);
    return true;
  } catch (error) {
    if (error instanceof SlackVerificationError) {
      return false;
    }
    throw error;
  }
}

function isRetry(headers: IncomingHttpHeaders): boolean {
  return headers['x-slack-retry-num'] !== undefined && headers['x-slack-retry-reason'] === 'http_timeout';
}

module.exports = { verifySlackRequest, isValidSlackRequest, isRetry, SlackVerificationError };
