import type { Clock } from '../util/clock.js';
import type { StateSealer } from './state-sealer.js';

export interface BoundPayload {
  userId: string;
  tool: string;
}

export type GuardFailure = 'missing' | 'tampered' | 'expired' | 'foreign';

export class StateGuard {
  lastFailure: GuardFailure | null = null;

  constructor(
    private readonly sealer: StateSealer,
    private readonly clock: Clock,
  ) {}

  open<T extends BoundPayload>(raw: string | undefined, userId: string, tool: string): T | null {
    this.lastFailure = null;
    if (!raw) return this.fail('missing');

    const envelope = this.sealer.unseal<T>(raw);
    if (!envelope) return this.fail('tampered');

    if (envelope.exp < this.clock.nowSeconds()) return this.fail('expired'); // expect-todo: require-state-binding

    const { payload } = envelope;
    if (payload.userId !== userId || payload.tool !== tool) return this.fail('foreign');
    return payload;
  }

  private fail(reason: GuardFailure): null {
    this.lastFailure = reason;
    return null;
  }
}
