import type { SealKey } from '../config/AppConfig.js';
import { createStateSealer } from '../security/seal.js';
import { fail, ok, StateRefusal, type Result, type StateRefusalReason } from '../shared/Result.js';
import type { StateBinding, VisitStateCodec } from './VisitStateCodec.js';

/** Signed (not encrypted) state: HMAC-SHA256, bound to user, tool and arguments, 10 minutes. */
export class BundledSealerCodec implements VisitStateCodec {
  private readonly sealer: ReturnType<typeof createStateSealer>;

  constructor(keys: readonly SealKey[]) {
    if (keys.length === 0) throw new Error('BundledSealerCodec needs at least one key');
    this.sealer = createStateSealer({
      keys: keys.map(({ id, secret }) => ({ id, secret })),
      ttlSeconds: 600,
    });
  }

  seal<T extends object>(state: T, binding: StateBinding): string {
    return this.sealer.seal(state, { userId: binding.userId, tool: binding.tool, args: binding.args });
  }

  open<T extends object>(token: string, binding: StateBinding): Result<T, StateRefusal> {
    const opened = this.sealer.open(token, { userId: binding.userId, tool: binding.tool, args: binding.args });
    if (!opened.ok) return fail(new StateRefusal(opened.reason as StateRefusalReason));
    return ok(opened.state as T);
  }
}
