import type { Principal } from "../middleware/withPrincipal.js";
import type { Sealed, StateSigner } from "../crypto/createStateSigner.js";

export interface ResumeContext {
  tool: string;
  userId: string;
  orgId: string;
  step: string;
  /** The caller's delegated token, so the second round talks to payments as the same user. */
  upstreamToken: string;
  data: Record<string, unknown>;
}

export class StateRejected extends Error {
  constructor(reason: string) {
    super(`Invalid or expired requestState (${reason})`);
  }
}

export function buildResumeContext(
  principal: Principal,
  tool: string,
  step: string,
  data: Record<string, unknown> = {},
): ResumeContext {
  return {
    tool,
    userId: principal.userId,
    orgId: principal.orgId,
    step,
    upstreamToken: principal.bearer,
    data,
  };
}

export function resumeFrom(
  signer: StateSigner<ResumeContext>,
  raw: unknown,
  principal: Principal,
  tool: string,
): Sealed<ResumeContext> {
  if (typeof raw !== "string" || raw.length === 0) throw new StateRejected("missing");
  const state = signer.open(raw);
  if (!state) throw new StateRejected("signature");
  if (state.exp < Date.now()) throw new StateRejected("expired"); // expect: require-state-binding
  if (state.userId !== principal.userId || state.tool !== tool) {
    throw new StateRejected("issued for another call");
  }
  return state;
}
