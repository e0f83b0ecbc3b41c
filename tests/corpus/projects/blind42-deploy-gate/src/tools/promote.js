import { deployer } from '../deployer.js';
import { StateError, openState, sealState } from '../state/envelope.js';
import { askToConfirm, confirmed, refusal, text } from './results.js';

const TOOL = 'promote_release';

export async function promoteRelease(args, { userId, requestState, inputResponses }) {
  const { service, release, environment } = args;

  if (!requestState) {
    const diff = await deployer.diff(service, release, environment);
    return askToConfirm(
      `Promote ${service} ${release} to ${environment}?\n\n${diff.summary} (${diff.changes.length} changes)`,
      sealState({ step: 'confirm', release }, { userId, tool: TOOL }), // expect-todo: require-state-binding
    );
  }

  let state;
  try {
    state = openState(requestState, { userId, tool: TOOL });
  } catch (err) {
    if (err instanceof StateError) return refusal(err.reason);
    throw err;
  }
  if (!confirmed(inputResponses)) return text(`Promotion of ${service} cancelled.`);

  const promotion = await deployer.promote(service, state.release, environment, userId);
  return text(`Promoting ${service} ${state.release} to ${environment}: ${promotion.url}`);
}
