import { createStateSealer, principalOf, refusal } from 'eslint-plugin-mcp-state/seal';
import { loadStateKeys } from './keys.js';

export const sealer = createStateSealer({ keys: loadStateKeys(), ttlSeconds: 600 });

export { principalOf, refusal };

const STAGE_TO_STEP = { who: 'demographics', cover: 'insurance', sign: 'consent' };

/**
 * intake-desk 1.x sealed `{ stage, data }` with the same sealer; 2.x seals `{ v: 2, step, answers }`.
 * Only ever called with `opened.state`, i.e. after sealer.open() has checked signature, user, tool and expiry.
 */
export function migrateIntakeState(state) {
  if (state?.v === 2) return state;
  return {
    v: 2,
    step: STAGE_TO_STEP[state?.stage] ?? 'demographics',
    answers: state?.data ?? {},
  };
}
