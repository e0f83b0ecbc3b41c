import { UnauthorizedException } from '@nestjs/common';
import { createHmac } from 'crypto';
import { safeEqual } from '../common/safe-equal';

export const ROLLBACK_SIGNER = Symbol('ROLLBACK_SIGNER');

export interface RollbackTicket {
  sub: string;
  tool: 'rollback_release';
  service: string;
  toRevision: number;
  exp: number; // unix seconds
}

export class RollbackSigner {
  constructor(private readonly key: Buffer) {}

  mint(ticket: Omit<RollbackTicket, 'exp'>, ttlSeconds = 300): string {
    const body = Buffer.from(
      JSON.stringify({ ...ticket, exp: Math.floor(Date.now() / 1000) + ttlSeconds }),
    ).toString('base64url');
    return `${body}.${this.tag(body)}`;
  }

  check(token: string, sub: string, service: string, toRevision: number): RollbackTicket {
    const [body, tag] = token.split('.', 2);
    if (!body || !tag || !safeEqual(tag, this.tag(body))) {
      throw new UnauthorizedException('rollback ticket rejected');
    }

    const ticket = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as RollbackTicket;
    if (
      ticket.sub !== sub ||
      ticket.tool !== 'rollback_release' ||
      ticket.service !== service ||
      ticket.toRevision !== toRevision
    ) {
      throw new UnauthorizedException('rollback ticket does not match this request');
    }
    if (ticket.exp < Math.floor(Date.now() / 1000)) {
      throw new UnauthorizedException('rollback ticket expired');
    }
    return ticket;
  }

  private tag(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}
