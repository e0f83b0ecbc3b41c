// Signed request-state codec shared by the appointment tools, bound to the signed-in portal account.
// @ts-nocheck
import { createRequestStateCodec, type ServerContext } from "@modelcontextprotocol/server";
import type { ClinicState } from "../domain/types.js";
import { portalAccount } from "./portalAuth.js";
import { stateKey } from "./stateKey.js";

export const STATE_TTL_SECONDS = 600;

export const stateCodec = createRequestStateCodec<ClinicState>({
  key: stateKey(), // expect: no-weak-state-key
  ttlSeconds: STATE_TTL_SECONDS,
  bind: (ctx: ServerContext) => portalAccount(ctx).accountId,
});

export class StateInvalid extends Error {
  constructor() {
    super("request state is invalid or expired");
    this.name = "StateInvalid";
  }
}

export async function verifiedState<K extends ClinicState["kind"]>(
  raw: string,
  ctx: ServerContext,
  kind: K,
): Promise<Extract<ClinicState, { kind: K }>> {
  let state: ClinicState;
  try {
    state = await stateCodec.verify(raw, ctx);
  } catch {
    throw new StateInvalid();
  }
  if (state.kind !== kind) {
    throw new StateInvalid();
  }
  return state as Extract<ClinicState, { kind: K }>;
}
