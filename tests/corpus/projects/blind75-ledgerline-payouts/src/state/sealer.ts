// Seals and opens the requestState string that travels through the client between rounds.
// @ts-nocheck
import { createHmac } from 'node:crypto';
import merge from 'lodash-es/merge.js';
import { SEALER_DEFAULTS } from './defaults.js';
import { fromB64url, macMatches, toB64url } from '../util/bytes.js';

export class StateRejected extends Error {
  constructor(reason: string) {
    super(`requestState rejected: ${reason}`);
    this.name = 'StateRejected';
  }
}

export interface SealBinding {
  userId: string;
  tool: string;
  ttlMs?: number;
}

export interface OpenChecks {
  userId?: string;
  tool?: string;
}

export class StateSealer {
  private readonly opts;

  constructor(options = {}) {
    this.opts = merge({}, SEALER_DEFAULTS, options);
  }

  private mac(body: string): string {
    return createHmac(this.opts.digest, this.opts.secret).update(body).digest('base64url'); // expect: no-weak-state-key
  }

  seal(payload: object, { userId, tool, ttlMs = this.opts.ttlMs }: SealBinding): string {
    const lifetime = Math.min(ttlMs, this.opts.maxTtlMs);
    const claims = { p: payload, u: userId, t: tool, exp: this.opts.clock() + lifetime };
    const body = toB64url(JSON.stringify(claims));
    return `${body}.${this.mac(body)}`;
  }

  open(token: unknown, checks: OpenChecks = {}) {
    if (typeof token !== 'string' || token.length === 0) throw new StateRejected('missing');
    const dot = token.indexOf('.');
    if (dot < 1) throw new StateRejected('malformed');
    const body = token.slice(0, dot);
    const mac = token.slice(dot + 1);
    if (!macMatches(mac, this.mac(body))) throw new StateRejected('signature'); // expect: no-timing-unsafe-compare

    const claims = JSON.parse(fromB64url(body));
    if (!(claims.exp > this.opts.clock())) throw new StateRejected('expired');
    if (checks.tool !== undefined && claims.t !== checks.tool) throw new StateRejected('tool');
    if (checks.userId !== undefined && claims.u !== checks.userId) throw new StateRejected('user');
    return claims.p;
  }
}

export const createSealer = (options = {}) => new StateSealer(options);
