import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { createHmac } from 'node:crypto';
import { stateConfig } from '../config/state.config';

export interface StateClaims {
  sub: string;
  tool: string;
  iss: string;
  /** Expiry, epoch seconds (same convention as JWT `exp`). */
  exp: number;
  [extra: string]: unknown;
}

export class StateRejected extends Error {
  constructor(reason: string) {
    super(`request state rejected: ${reason}`);
  }
}

@Injectable()
export class StateSignerService {
  constructor(
    @Inject(stateConfig.KEY)
    private readonly cfg: ConfigType<typeof stateConfig>,
  ) {}

  private mac(body: string): Buffer {
    return createHmac('sha256', this.cfg.secret).update(body).digest(); // expect: no-weak-state-key
  }

  seal(claims: Omit<StateClaims, 'exp' | 'iss'>): string {
    const exp = Math.floor(Date.now() / 1000) + this.cfg.ttlSeconds;
    const body = Buffer.from(JSON.stringify({ ...claims, iss: this.cfg.issuer, exp })).toString('base64url');
    return `${body}.${this.mac(body).toString('base64url')}`;
  }

  open(token: string): StateClaims {
    const dot = token.indexOf('.');
    if (dot <= 0 || dot === token.length - 1) throw new StateRejected('malformed');
    const body = token.slice(0, dot);
    const given = Buffer.from(token.slice(dot + 1), 'base64url');
    if (!given.equals(this.mac(body))) throw new StateRejected('bad signature'); // expect: no-timing-unsafe-compare
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as StateClaims;
    if (claims.iss !== this.cfg.issuer) throw new StateRejected('wrong issuer');
    return claims;
  }
}
