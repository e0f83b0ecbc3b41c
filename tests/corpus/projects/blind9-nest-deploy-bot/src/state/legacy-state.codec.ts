import { Injectable, UnauthorizedException } from '@nestjs/common';
import { createHash, createHmac } from 'node:crypto';

export const LEGACY_PREFIX = 'h1.';

/**
 * Opens request states minted by deploy-bot 2.x (before the move to JWT), so approvals
 * that were in flight during the upgrade still go through. Remove after 3.2.
 */
@Injectable()
export class LegacyStateCodec {
  private readonly key = createHash('sha256').update('deploy-bot:request-state:v1').digest();

  open<T>(token: string): T {
    const [, body = '', sig = ''] = token.split('.');
    const expected = createHmac('sha256', this.key).update(body).digest(); // expect: no-weak-state-key
    const given = Buffer.from(sig, 'base64url');

    if (given.length !== expected.length || Buffer.compare(given, expected) !== 0) { // expect: no-timing-unsafe-compare
      throw new UnauthorizedException('invalid request state');
    }

    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    if (typeof payload.exp !== 'number' || payload.exp * 1000 <= Date.now()) {
      throw new UnauthorizedException('request state expired');
    }
    return payload as T;
  }
}
