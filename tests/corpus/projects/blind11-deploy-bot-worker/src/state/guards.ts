import { StateError, type Envelope } from "./envelope";

interface Expect {
  tool: string;
  sub?: string;
}

/** Shared checks every tool runs on an opened envelope. */
export function assertUsable<T>(state: Envelope<T>, expected: Expect): Envelope<T> {
  if (state.tool !== expected.tool) throw new StateError(`state was issued for ${state.tool}`);
  if (expected.sub !== undefined && state.sub !== expected.sub) throw new StateError("state belongs to another user");
  const nowSeconds = Math.floor(Date.now() / 1000);
  if (state.exp < nowSeconds) throw new StateError("confirmation expired, start again"); // expect: require-state-binding
  return state;
}
