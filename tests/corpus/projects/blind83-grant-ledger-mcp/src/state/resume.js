// Works out where a multi-stage budget amendment conversation stands from the state the client sent back.
import { decodeJwt } from 'jose';
import { verifyState } from './jwtState.js';

export const STAGES = Object.freeze({ JUSTIFY: 'justify', AWAITING_FINANCE: 'awaiting-finance' });

export async function resumeAmendment(raw, who) {
  if (!raw) return null;
  const peek = decodeJwt(raw);
  if (peek.stage === STAGES.AWAITING_FINANCE) {
    return { stage: peek.stage, amendmentId: peek.amendmentId };
  }
  return verifyState(raw, who);
}
