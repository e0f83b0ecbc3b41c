// flush_valve tool: opens a valve at full flow to flush the line; needs an explicit confirmation.
// @ts-nocheck
import { growerOf } from '../auth.js';
import { requireRole, audit } from '../store.js';
import * as controller from '../controllerApi.js';
import { sealState, openState } from '../crypto/sealedState.js';
import { askForm, inputRequired, returnedState, answerTo, reply, refuse } from '../mcp.js';

const NAME = 'flush_valve';

export const definition = {
  name: NAME,
  description: 'Flush an irrigation line by opening its valve at full flow. Uses water and floods the rows briefly.',
  inputSchema: {
    type: 'object',
    properties: {
      siteId: { type: 'string' },
      valveId: { type: 'string' },
      durationSec: { type: 'integer', minimum: 30, maximum: 900 },
    },
    required: ['siteId', 'valveId', 'durationSec'],
  },
  annotations: { destructiveHint: true },
};

export async function run(request, extra) {
  const { userId } = growerOf(extra);
  const { siteId, valveId, durationSec } = request.params.arguments;
  requireRole(userId, siteId, 'manager');
  const binding = { userId, tool: NAME };

  const raw = returnedState(request);
  if (!raw) {
    return inputRequired(
      {
        confirm: askForm(`Open valve ${valveId} at site ${siteId} at full flow for ${durationSec} s?`, {
          confirm: { type: 'boolean', title: 'Start the flush' },
        }),
      },
      sealState({ siteId, valveId, durationSec }, binding, 3 * 60 * 1000),
    );
  }

  const state = openState(raw, binding);
  if (state.siteId !== siteId || state.valveId !== valveId || state.durationSec !== durationSec) {
    return refuse('This confirmation was for a different flush. Nothing was started.');
  }
  if (answerTo(request, 'confirm')?.confirm !== true) return reply('Flush cancelled.');

  const flushRun = await controller.flush(siteId, valveId, durationSec);
  audit(userId, siteId, 'valve.flush', { valveId, durationSec, runId: flushRun.run_id });
  return reply(`Flushing valve ${valveId} for ${durationSec} s (run ${flushRun.run_id}).`, { runId: flushRun.run_id });
}
