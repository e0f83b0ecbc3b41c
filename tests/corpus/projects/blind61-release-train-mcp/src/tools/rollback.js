import { currentRelease, rollback } from '../deployer.js';
import { acquire, holderOf, release } from '../locks.js';
import { describeRound, signRoundState } from '../state/round-token.js';
import { RoundRefused, refusedResult, resumeRound } from '../state/resume.js';
import { CONFIRM_SCHEMA, ROLLBACK_TOOL, text } from './definitions.js';

export async function rollbackRelease(params, caller) {
  const args = params.arguments ?? {};
  const { service, toVersion } = args;

  if (!params.requestState) {
    const live = await currentRelease(service, 'production');
    if (live.version === toVersion) return text(`${service} already runs ${toVersion}.`);
    const lock = await acquire(service, caller.userId);
    if (!lock) {
      const holder = await holderOf(service);
      return text(`${service} is locked by ${holder?.holder ?? 'someone'}; try again later.`, true);
    }
    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Roll ${service} back from ${live.version} to ${toVersion}? The deploy lock is held until you answer.`,
            requestedSchema: CONFIRM_SCHEMA,
          },
        },
      },
      requestState: signRoundState({ service, toVersion, lockId: lock.id }, { userId: caller.userId, tool: ROLLBACK_TOOL }),
    };
  }

  const answer = params.inputResponses?.confirm;
  if (answer?.action !== 'accept' || answer.content?.confirm !== true) {
    // Declined: hand the deploy lock back now instead of making everyone wait for it to time out.
    const { lockId } = describeRound(params.requestState); // expect: require-sealed-state
    if (lockId) await release(lockId);
    return text('Rollback cancelled; deploy lock released.');
  }

  let claims;
  try {
    claims = resumeRound(params.requestState, { tool: ROLLBACK_TOOL, user: caller.userId });
  } catch (err) {
    if (err instanceof RoundRefused) return refusedResult(err);
    throw err;
  }
  if (claims.service !== service || claims.toVersion !== toVersion) {
    return text('The confirmation was for another rollback; start again.', true);
  }

  try {
    const result = await rollback(claims.service, claims.toVersion, claims.lockId, caller.userId);
    return text(`Rolled ${claims.service} back to ${claims.toVersion} (run ${result.id}).`);
  } finally {
    await release(claims.lockId);
  }
}
