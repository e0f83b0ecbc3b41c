// Pipeline hooks that decode and check incoming request state and sign the state a tool hands back.
// @ts-nocheck
import type { Logger } from 'pino';
import { PipelineError, type AfterHook, type BeforeHook, type ResumeState } from '../pipeline';
import { mintState, verifySignature } from '../state/token';

export interface StateHookSettings {
  /** Reject unverifiable state. Off while older desktop clients are rolled over. */
  strictState: boolean;
}

const rejected = () => new PipelineError('Invalid or expired requestState');

export function requestStateHooks(settings: StateHookSettings, log: Logger): { before: BeforeHook; after: AfterHook } {
  const before: BeforeHook = (call) => {
    const raw = call.params.requestState;
    if (raw === undefined) return;
    const [body, sig] = raw.split('.');
    call.resume = JSON.parse(Buffer.from(body ?? '', 'base64url').toString('utf8')) as ResumeState; // expect: require-sealed-state
    if (!verifySignature(body, sig)) {
      if (settings.strictState) throw rejected();
      log.warn({ tool: call.name, user: call.userId }, 'requestState signature mismatch (soft mode)');
    }
    const r = call.resume;
    if (!r || r.sub !== call.userId || r.tool !== call.name || !(r.exp > Date.now())) throw rejected();
  };

  const after: AfterHook = (call, outcome) => {
    if (outcome.resultType !== 'input_required') return;
    if (outcome.requestState === undefined || typeof outcome.requestState === 'string') return;
    outcome.requestState = mintState({ ...outcome.requestState, sub: call.userId, tool: call.name });
  };

  return { before, after };
}
