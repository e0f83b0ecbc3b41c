import type { EnvelopeSealer } from '../state/envelope.js';
import type { InputRequests } from './requests.js';

/**
 * Every tool of this server runs through here, whichever SDK the client speaks.
 *
 * SDK 2.x clients send `requestState` / `inputResponses` in params and expect
 * `requestState` back in the result. 1.x clients (our own desktop shim, some
 * IDE plugins) cannot carry unknown params, so they use `_meta` for both.
 */

export const LEGACY_STATE_META = 'dev.release-train/requestState';
export const LEGACY_RESPONSES_META = 'dev.release-train/inputResponses';

export type WireResult = {
  [key: string]: unknown;
  content?: Array<{ type: 'text'; text: string }>;
  isError?: boolean;
};

export type ProgressFn = (done: number, total: number, message?: string) => Promise<void>;

export interface RoundCall<A> {
  tool: string;
  userId: string;
  args: A;
  inputResponses: Record<string, unknown>;
  /** What the client echoed back, if anything: params.requestState or the _meta copy. */
  token: string | undefined;
  legacy: boolean;
  progress: ProgressFn;
}

export interface Round<S> {
  readonly state: S | undefined;
  readonly responses: Record<string, unknown>;
  readonly progress: ProgressFn;
  suspend(requests: InputRequests, carry: S): WireResult;
}

export type Step<A, S> = (args: A, round: Round<S>) => Promise<WireResult>;

export function toolError(text: string): WireResult {
  return { isError: true, content: [{ type: 'text', text }] };
}

const REASONS: Record<string, string> = {
  malformed: 'The saved progress for this release could not be read.',
  signature: 'The saved progress for this release was altered.',
  expired: 'This release conversation timed out.',
  binding: 'This saved progress belongs to another call.',
};

export function createRoundRunner(sealer: EnvelopeSealer) {
  return async function run<A, S extends object>(call: RoundCall<A>, step: Step<A, S>): Promise<WireResult> {
    let state: S | undefined;

    if (call.token) {
      const opened = sealer.open<S>(call.token, { userId: call.userId, tool: call.tool });
      if (!opened.ok) {
        return toolError(`${REASONS[opened.reason] ?? 'Invalid state.'} Start ${call.tool} again.`);
      }
      state = opened.state;
    }

    const round: Round<S> = {
      state,
      responses: call.inputResponses,
      progress: call.progress,
      suspend(requests, carry) {
        const requestState = sealer.seal(carry, { userId: call.userId, tool: call.tool });
        if (call.legacy) {
          return {
            content: [{ type: 'text', text: 'More input is needed to continue.' }],
            _meta: { [LEGACY_STATE_META]: requestState, 'dev.release-train/inputRequests': requests },
          };
        }
        return { resultType: 'input_required', inputRequests: requests, requestState };
      },
    };

    return step(call.args, round);
  };
}

export type RoundRunner = ReturnType<typeof createRoundRunner>;
