import { inject, injectable } from 'tsyringe';
import { STATE_CODEC, StateCodec, StateEnvelope } from '../security/StateCodec';
import { nowSeconds } from '../util/crypto-helpers';

export class StateRejectedError extends Error {
  constructor(reason: string) {
    super(`requestState rejected: ${reason}`);
    this.name = 'StateRejectedError';
  }
}

/**
 * Shared by every multi-round tool: issues continuation state on the first
 * round and validates it when the client retries.
 */
@injectable()
export class ResumeGuard {
  constructor(@inject(STATE_CODEC) private readonly codec: StateCodec) {}

  issue<T>(data: T, userId: string, tool: string): string {
    return this.codec.seal(data, userId, tool);
  }

  resume<T>(requestState: string | undefined, userId: string, tool: string): StateEnvelope<T> {
    if (!requestState) {
      throw new StateRejectedError('missing');
    }
    const envelope = this.codec.open<T>(requestState);
    if (!envelope) {
      throw new StateRejectedError('bad signature');
    }
    if (envelope.userId !== userId || envelope.tool !== tool) {
      throw new StateRejectedError('issued to another caller');
    }
    if (envelope.expiresAt < nowSeconds()) { // expect: require-state-binding
      throw new StateRejectedError('expired');
    }
    return envelope;
  }
}
