// sensor_history tool: soil-moisture readings for a zone's probe, offering to load older pages.
// @ts-nocheck
import { growerOf } from '../auth.js';
import { requireRole } from '../store.js';
import * as controller from '../controllerApi.js';
import { sealState, openState } from '../crypto/sealedState.js';
import { askForm, inputRequired, returnedState, answerTo, reply, refuse } from '../mcp.js';

const NAME = 'sensor_history';

export const definition = {
  name: NAME,
  description: 'Volumetric soil-moisture readings for a zone over the last days.',
  inputSchema: {
    type: 'object',
    properties: {
      siteId: { type: 'string' },
      zoneId: { type: 'string' },
      days: { type: 'integer', minimum: 1, maximum: 30, default: 3 },
    },
    required: ['siteId', 'zoneId'],
  },
  annotations: { readOnlyHint: true },
};

function summarise(readings) {
  if (readings.length === 0) return 'No readings in this period.';
  const vwc = readings.map((r) => r.vwc);
  const min = Math.min(...vwc).toFixed(1);
  const max = Math.max(...vwc).toFixed(1);
  const last = readings[readings.length - 1];
  return `${readings.length} readings, VWC ${min}–${max} %, latest ${last.vwc.toFixed(1)} % at ${last.at} (${last.depthCm} cm).`;
}

export async function run(request, extra) {
  const { userId } = growerOf(extra);
  const { siteId, zoneId, days = 3 } = request.params.arguments;
  requireRole(userId, siteId, 'viewer');
  const binding = { userId, tool: NAME };

  let probeId: string;
  let since: string;
  let pageToken: string | undefined;

  const raw = returnedState(request);
  if (raw) {
    const state = openState(raw, binding);
    if (state.siteId !== siteId || state.zoneId !== zoneId || state.days !== days) return refuse('That answer was for another query.');
    if (answerTo(request, 'more')?.loadMore !== true) return reply('Done.');
    ({ probeId, since, pageToken } = state);
  } else {
    const zone = (await controller.zones(siteId)).find((z) => z.id === zoneId);
    if (!zone?.probeId) return refuse(`Zone ${zoneId} has no moisture probe.`);
    probeId = zone.probeId;
    since = new Date(Date.now() - days * 86_400_000).toISOString();
  }

  const page = await controller.moisture(siteId, probeId, since, pageToken);
  const text = summarise(page.readings);
  if (!page.nextPageToken) return reply(text, { readings: page.readings });

  return {
    ...inputRequired(
      {
        more: askForm(`${text} Older readings are available. Load the next page?`, {
          loadMore: { type: 'boolean', title: 'Load older readings' },
        }),
      },
      sealState({ siteId, zoneId, days, probeId, since, pageToken: page.nextPageToken }, binding),
    ),
    structuredContent: { readings: page.readings },
  };
}
