import { argsDigest } from '../seal/digest.js';
import type { StateVault, VaultBinding } from '../seal/vault.js';

/**
 * The one place where the client's echo is handled, for both protocol
 * generations:
 *   - 2026-07-28 clients: params.requestState / params.inputResponses
 *   - 1.x clients:        _meta["org.labsched/requestState"] / ["org.labsched/inputResponses"]
 * Tools never see a token, only the opened state.
 */

export const LEGACY_STATE_META = 'org.labsched/requestState';
export const LEGACY_RESPONSES_META = 'org.labsched/inputResponses';
export const LEGACY_REQUESTS_META = 'org.labsched/inputRequests';

export type InputRequest = { method: 'elicitation/create' | 'sampling/createMessage' | 'roots/list'; params: Record<string, unknown> };
export type Result = Record<string, unknown> & { content?: Array<{ type: 'text'; text: string }>; isError?: boolean };
export type ProgressFn = (progress: number, total: number | undefined, message: string) => Promise<void>;

export interface Turn<A> {
  tool: string;
  sub: string;
  args: A;
  token: string | undefined;
  responses: Record<string, unknown>;
  legacy: boolean;
  progress: ProgressFn;
}

export interface Resume<S> {
  readonly saved: S | undefined;
  readonly answers: Record<string, unknown>;
  readonly sub: string;
  readonly progress: ProgressFn;
  ask(requests: Record<string, InputRequest>, carry: S): Result;
}

export type Handler<A, S> = (args: A, resume: Resume<S>) => Promise<Result>;

const REFUSALS = {
  malformed: 'could not be read',
  forged: 'failed verification',
  expired: 'has expired',
  mismatch: 'belongs to another call',
} as const;

export function refusal(text: string): Result {
  return { isError: true, content: [{ type: 'text', text }] };
}

export function createRounds(vault: StateVault) {
  const bindingOf = (turn: Turn<unknown>): VaultBinding => ({
    sub: turn.sub,
    tool: turn.tool,
    argsDigest: argsDigest(turn.args),
  });

  async function play<A, S>(turn: Turn<A>, handler: Handler<A, S>): Promise<Result> {
    const binding = bindingOf(turn);
    let saved: S | undefined;

    if (turn.token !== undefined) {
      const opened = vault.open<S>(turn.token, binding);
      if (!opened.ok) return refusal(`The saved progress of ${turn.tool} ${REFUSALS[opened.reason]}. Please start again.`);
      saved = opened.state;
    }

    return handler(turn.args, {
      saved,
      answers: turn.responses,
      sub: turn.sub,
      progress: turn.progress,
      ask(requests, carry) {
        const requestState = vault.seal(carry, binding);
        if (turn.legacy) {
          return {
            content: [{ type: 'text', text: 'The lab scheduler needs more input.' }],
            _meta: { [LEGACY_STATE_META]: requestState, [LEGACY_REQUESTS_META]: requests },
          };
        }
        return { resultType: 'input_required', inputRequests: requests, requestState };
      },
    });
  }

  return { play };
}

export type Rounds = ReturnType<typeof createRounds>;

// ---- small builders used by the tools --------------------------------------

export const roots = (): InputRequest => ({ method: 'roots/list', params: {} });

export const formRequest = (message: string, properties: Record<string, unknown>, required: string[] = []): InputRequest => ({
  method: 'elicitation/create',
  params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
});

export const modelRequest = (systemPrompt: string, text: string, maxTokens: number): InputRequest => ({
  method: 'sampling/createMessage',
  params: { systemPrompt, messages: [{ role: 'user', content: { type: 'text', text } }], maxTokens, includeContext: 'none' },
});

export function acceptedForm<T>(raw: unknown): T | undefined {
  const r = raw as { action?: string; content?: T } | undefined;
  return r?.action === 'accept' ? r.content : undefined;
}
