import type { Binding, RoundState } from './envelope.js';

/** The 2.2.x state shape: `stage` instead of `step`, the user under `user`, no version field. */
export interface LegacyState {
  stage: string;
  user: string;
  draft?: string;
  answers?: Record<string, unknown>;
}

const STAGE_RENAMES: Record<string, string> = {
  pick_account: 'release',
  legal_entity: 'legal',
  remittance: 'remit',
  payment_terms: 'terms',
};

export function decodeLegacyState(token: string): LegacyState {
  return JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as LegacyState;
}

export function upgradeLegacyState(legacy: LegacyState, binding: Binding): RoundState | null {
  if (!legacy || typeof legacy.stage !== 'string') return null;
  // at least make sure it is the same approver
  if (legacy.user !== binding.userId) return null;
  return {
    v: 2,
    step: STAGE_RENAMES[legacy.stage] ?? legacy.stage,
    draftId: legacy.draft,
    answers: legacy.answers ?? {},
  };
}
