import { fetchGravitySeries, HubNotLinked, openHubSession } from '../hub/client.js';
import { openRound, sealRound, StateRejected } from '../state/token.js';
import { askForm, failure, refused, text, userOf } from './common.js';

export const gravityTool = {
  name: 'pull_gravity_log',
  title: 'Pull gravity log',
  description: 'Fetch the hydrometer (SG / temperature) readings of one fermenter from FermHub.',
  inputSchema: {
    type: 'object',
    properties: { since: { type: 'string', format: 'date', description: 'Only readings after this day' } },
  },
  annotations: { readOnlyHint: true, openWorldHint: true },
};

function summarize(readings) {
  if (readings.length === 0) return 'No readings in that window.';
  const first = readings[0];
  const last = readings[readings.length - 1];
  const attenuation = ((first.sg - last.sg) / (first.sg - 1)) * 100;
  return [
    `${readings.length} readings, ${first.at} → ${last.at}`,
    `SG ${first.sg.toFixed(3)} → ${last.sg.toFixed(3)} (apparent attenuation ${attenuation.toFixed(1)} %)`,
    `Last temperature ${last.tempC.toFixed(1)} °C`,
  ].join('\n');
}

export async function pullGravityLog(params, extra) {
  const userId = userOf(extra);

  if (params.requestState) {
    let pending;
    try {
      pending = openRound(params.requestState, { userId, tool: gravityTool.name });
    } catch (err) {
      if (err instanceof StateRejected) return refused(err.reason);
      throw err;
    }
    const pick = params.inputResponses?.fermenter;
    if (pick?.action !== 'accept') return text('No fermenter picked, nothing fetched.');
    const readings = await fetchGravitySeries(pending.hub, pick.content.fermenterId, pending.since);
    return text(summarize(readings.items ?? []));
  }

  let session;
  try {
    session = await openHubSession(userId);
  } catch (err) {
    if (err instanceof HubNotLinked) return failure('Link your FermHub account in the Cellarhand web app first.');
    throw err;
  }
  const fermenters = await session.listFermenters();
  if (fermenters.length === 0) return text('Your FermHub account has no fermenters yet.');

  return {
    resultType: 'input_required',
    inputRequests: askForm('fermenter', 'Which fermenter?', {
      type: 'object',
      properties: {
        fermenterId: {
          type: 'string',
          enum: fermenters.map((f) => f.id),
          enumNames: fermenters.map((f) => `${f.label} (${f.batchName ?? 'empty'})`),
        },
      },
      required: ['fermenterId'],
    }),
    // Carry the hub session over so the second round doesn't burn another refresh-token rotation.
    requestState: sealRound(
      {
        since: params.arguments?.since ?? null,
        hub: {
          baseUrl: session.baseUrl,
          accountId: session.accountId,
          accessToken: session.accessToken, // expect: no-secrets-in-state
        },
      },
      { userId, tool: gravityTool.name },
    ),
  };
}
