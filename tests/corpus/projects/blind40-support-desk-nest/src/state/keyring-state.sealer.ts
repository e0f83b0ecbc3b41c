import { createStateSealer } from 'eslint-plugin-mcp-state/seal';
import { STATE_TTL_SECONDS, StateSealer, type Opened, type StateBinding } from './state-sealer.js';

/**
 * Rotation-friendly alternative to the JWT sealer, used where several desks share one key ring:
 * the bundled sealer signs with the first key, opens with any, and compares user, tool and args.
 */
export class KeyringStateSealer extends StateSealer {
  private readonly inner: ReturnType<typeof createStateSealer>;

  constructor(keys: Array<{ id: string; secret: Buffer }>) {
    super();
    this.inner = createStateSealer({ keys, ttlSeconds: STATE_TTL_SECONDS });
  }

  async seal<T extends object>(state: T, binding: StateBinding): Promise<string> {
    return this.inner.seal(state, binding);
  }

  async open<T>(token: string, binding: StateBinding): Promise<Opened<T>> {
    const opened = this.inner.open(token, binding);
    return opened.ok ? { ok: true, state: opened.state as T } : { ok: false, reason: opened.reason };
  }
}
