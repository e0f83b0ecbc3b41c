import { deployer } from '../deployer.js';
import { StateError, openState, sealState } from '../state/envelope.js';
import { askToConfirm, confirmed, refusal, text } from './results.js';

const TOOL = 'rollback_release';

export async function rollbackRelease(args, { userId, requestState, inputResponses }) {
  const { service, environment, toRelease } = args;

  if (!requestState) {
    return askToConfirm(
      `Roll ${service} in ${environment} back to ${toRelease}?`,
      sealState({ step: 'confirm', target: { service, environment, toRelease } }, { userId, tool: TOOL }),
    );
  }

  let state;
  try {
    state = openState(requestState, { userId, tool: TOOL });
  } catch (err) {
    if (err instanceof StateError) return refusal(err.reason);
    throw err;
  }
  const { target } = state;
  if (target?.service !== service || target.environment !== environment || target.toRelease !== toRelease) {
    return refusal('the rollback target changed');
  }
  if (!confirmed(inputResponses)) return text(`Rollback of ${service} cancelled.`);

  const rollback = await deployer.rollback(service, environment, toRelease, userId);
  return text(`Rolling ${service} in ${environment} back to ${toRelease}: ${rollback.url}`);
}

export async function listReleases({ service }) {
  const releases = await deployer.releases(service);
  const lines = releases.map((r) => `${r.id}  ${r.createdAt}  ${r.environments.join(', ') || '-'}`);
  return text(lines.length ? lines.join('\n') : `No releases for ${service}.`);
}
