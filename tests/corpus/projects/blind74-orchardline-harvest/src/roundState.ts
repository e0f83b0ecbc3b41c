// Multi-round wizard state: a reducer over completed steps plus user/tool/argument binding.
// @ts-nocheck
import { createHash } from 'node:crypto';
import { config } from './config.js';
import { sealEnvelope, openEnvelope, StateError } from './envelope.js';

export type Round = {
  step: string;
  completed: string[];
  data: Record<string, unknown>;
};

export type Binding = {
  tool: string;
  userId: string;
  args?: Record<string, unknown>;
};

export function argsDigest(args: Record<string, unknown>): string {
  const canonical = JSON.stringify(Object.keys(args).sort().map((k) => [k, args[k]]));
  return createHash('sha256').update(canonical).digest('hex');
}

export function advance(prev: Round | undefined, step: string, patch: Record<string, unknown> = {}): Round {
  const base = prev ?? { step: 'start', completed: [], data: {} };
  return {
    step,
    completed: base.completed.includes(base.step) ? base.completed : [...base.completed, base.step],
    data: { ...base.data, ...patch },
  };
}

export function sealRound(bind: Binding, round: Round): string {
  return sealEnvelope({
    sub: bind.userId,
    tool: bind.tool,
    exp: Math.floor(Date.now() / 1000) + config.stateTtlSeconds,
    ...(bind.args ? { ad: argsDigest(bind.args) } : {}),
    round,
  });
}

export function openRound(raw: string, bind: Binding): Round {
  const p = openEnvelope<any>(raw);
  if (p.sub !== bind.userId) throw new StateError('state belongs to another user');
  if (p.tool !== bind.tool) throw new StateError('state was issued for another tool');
  if (typeof p.exp !== 'number' || p.exp < Math.floor(Date.now() / 1000)) throw new StateError('state expired');
  if (bind.args && p.ad !== argsDigest(bind.args)) throw new StateError('arguments changed since confirmation');
  return p.round as Round;
}

export function userIdFrom(ctx): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (!userId) throw new StateError('an authenticated user is required');
  return String(userId);
}
