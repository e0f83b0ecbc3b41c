import { createHmac } from 'node:crypto';
import { err, TokenRejectedError, type Result } from '../shared/result.js';
import {
  buildClaims,
  checkClaims,
  epochSeconds,
  type ApprovalClaims,
  type ApprovalTokenCodec,
  type TokenBinding,
} from './ApprovalTokenCodec.js';

/** `base64url(claims) "." base64url(HMAC-SHA256(body))`, signed with a key the process holds. */
export class HmacApprovalTokenCodec implements ApprovalTokenCodec {
  constructor(
    private readonly signingKey: string,
    private readonly now: () => number = epochSeconds,
  ) {}

  async issue<T>(data: T, binding: TokenBinding): Promise<string> {
    const body = Buffer.from(JSON.stringify(buildClaims(data, binding, this.now()))).toString('base64url');
    return `${body}.${this.sign(body)}`;
  }

  async redeem<T>(token: string, binding: TokenBinding): Promise<Result<T, TokenRejectedError>> {
    const dot = token.indexOf('.');
    if (dot <= 0 || dot === token.length - 1) return err(new TokenRejectedError('malformed'));

    const body = token.slice(0, dot);
    const signature = token.slice(dot + 1);
    if (signature !== this.sign(body)) { // expect: no-timing-unsafe-compare
      return err(new TokenRejectedError('signature'));
    }

    let claims: ApprovalClaims<T>;
    try {
      claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as ApprovalClaims<T>;
    } catch {
      return err(new TokenRejectedError('malformed'));
    }
    return checkClaims(claims, binding, this.now());
  }

  private sign(body: string): string {
    return createHmac('sha256', this.signingKey).update(body).digest('base64url');
  }
}
