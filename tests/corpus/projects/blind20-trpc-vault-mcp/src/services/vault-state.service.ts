import type { LeaseBox } from '../crypto/lease-box.js';
import { principalOf, type HandlerCtx, type RotatePending, type StateCodecs } from '../state/codecs.js';
import { argsDigest } from '../util/args-digest.js';

export interface RotateArgs {
  path: string;
  reason: string;
}

export class StateMismatch extends Error {}

/** Cheap shape check before spending an HMAC on obvious garbage. */
const assertWellFormed = (raw: string): void => {
  if (!raw.startsWith('v1.') || raw.split('.').length !== 3) {
    throw new StateMismatch('requestState is not a v1 state token');
  }
};

const leaseAad = (ctx: HandlerCtx, path: string): string => `${principalOf(ctx)}|inspect_secret|${path}`;

/** Everything the tRPC procedures need to park and resume a multi-round call. */
export class VaultStateService {
  constructor(
    private readonly codecs: StateCodecs,
    private readonly box: LeaseBox,
  ) {}

  pendingRotation(ctx: HandlerCtx, args: RotateArgs): Promise<string> {
    return this.codecs.rotateSecret.mint({ path: args.path, argsDigest: argsDigest(args) }, ctx);
  }

  async confirmRotation(ctx: HandlerCtx, raw: string, args: RotateArgs): Promise<RotatePending> {
    assertWellFormed(raw);
    const pending = await this.codecs.rotateSecret.verify(raw, ctx);
    if (pending.path !== args.path || pending.argsDigest !== argsDigest(args)) {
      throw new StateMismatch('the arguments changed after confirmation was requested');
    }
    return pending;
  }

  pendingInspection(ctx: HandlerCtx, path: string, wrappingToken: string): Promise<string> {
    const leaseBox = this.box.seal(wrappingToken, leaseAad(ctx, path));
    return this.codecs.inspectSecret.mint({ path, leaseBox }, ctx);
  }

  /** Returns the Vault wrapping token parked in the state. */
  async resumeInspection(ctx: HandlerCtx, raw: string, path: string): Promise<string> {
    assertWellFormed(raw);
    const pending = await this.codecs.inspectSecret.verify(raw, ctx);
    if (pending.path !== path) throw new StateMismatch('requestState is for another secret');
    return this.box.open(pending.leaseBox, leaseAad(ctx, path));
  }
}
