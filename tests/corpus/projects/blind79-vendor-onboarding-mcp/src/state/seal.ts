// Seals wizard state for the trip through the client and opens it again on the next round.
// @ts-nocheck

import { createHmac } from 'node:crypto';
import type { StateConfig } from '../config.js';
import { CURRENT_VERSION, StateError, upgrade, type OnboardingState } from './format.js';
import { readLegacyState } from './legacy.js';

export interface Binding {
  userId: string;
  tool: string;
}

type Draft = Omit<OnboardingState, 'v' | 'userId' | 'tool' | 'exp'>;

const ENVELOPES = {
  's3.': 'base64url',
  's2.': 'hex',
} as const;

export function createSealer(cfg: StateConfig, now: () => number = Date.now) {
  const mac = (body: string, encoding: 'base64url' | 'hex') =>
    createHmac('sha256', cfg.secret).update(body).digest(encoding);

  function seal(draft: Draft, binding: Binding): string {
    const payload: OnboardingState = {
      ...draft,
      v: CURRENT_VERSION,
      userId: binding.userId,
      tool: binding.tool,
      exp: now() + cfg.ttlMs,
    };
    const body = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
    return `s3.${body}.${mac(body, 'base64url')}`;
  }

  function fromEnvelope(token: string, encoding: 'base64url' | 'hex') {
    const parts = token.split('.');
    if (parts.length !== 3 || !parts[1] || !parts[2]) throw new StateError('malformed state');
    const [, body, given] = parts;
    if (given !== mac(body, encoding)) throw new StateError('state signature mismatch'); // expect: no-timing-unsafe-compare
    try {
      return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      throw new StateError('malformed state');
    }
  }

  function open(token: string | undefined, binding: Binding): OnboardingState | undefined {
    if (!token) return undefined;
    const prefix = Object.keys(ENVELOPES).find((p) => token.startsWith(p));
    const raw = prefix ? fromEnvelope(token, ENVELOPES[prefix]) : readLegacyState(token);
    const state = upgrade(raw);
    if (state.userId !== binding.userId) throw new StateError('state was issued to another user');
    if (state.tool !== binding.tool) throw new StateError('state was issued for another tool');
    if (!(typeof state.exp === 'number' && state.exp > now())) throw new StateError('state has expired');
    return state;
  }

  return { seal, open };
}
