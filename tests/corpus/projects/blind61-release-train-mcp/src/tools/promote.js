import { gateStatus, promote } from '../deployer.js';
import { signRoundState } from '../state/round-token.js';
import { RoundRefused, refusedResult, resumeRound } from '../state/resume.js';
import { CONFIRM_SCHEMA, PROMOTE_TOOL, text } from './definitions.js';

export async function promoteRelease(params, caller) {
  const args = params.arguments ?? {};
  const { service, version, toEnv } = args;

  if (!params.requestState) {
    const gates = await gateStatus(service, version, toEnv);
    if (!gates.green) return text(`${service}@${version} cannot go to ${toEnv}: ${gates.failing.join(', ')}`, true);
    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: {
          method: 'elicitation/create',
          params: { mode: 'form', message: `Promote ${service}@${version} to ${toEnv}?`, requestedSchema: CONFIRM_SCHEMA },
        },
      },
      requestState: signRoundState({ service, version, toEnv }, { userId: caller.userId, tool: PROMOTE_TOOL }),
    };
  }

  let claims;
  try {
    // An on-call engineer may finish a promotion the captain queued: `requestedBy` names the captain.
    claims = resumeRound(params.requestState, { tool: PROMOTE_TOOL, user: args.requestedBy ?? caller.userId }); // expect: require-state-binding
  } catch (err) {
    if (err instanceof RoundRefused) return refusedResult(err);
    throw err;
  }
  if (claims.service !== service || claims.version !== version || claims.toEnv !== toEnv) {
    return text('The confirmation was for another release; start again.', true);
  }

  const answer = params.inputResponses?.confirm;
  if (answer?.action !== 'accept' || answer.content?.confirm !== true) return text('Promotion cancelled.');

  const deployment = await promote(claims.service, claims.version, claims.toEnv, caller.userId);
  return text(`Deployment ${deployment.id}: ${claims.service}@${claims.version} → ${claims.toEnv}`);
}
