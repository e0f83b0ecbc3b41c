// set_schedule tool: replaces a zone's watering schedule after showing the grower the change.
// @ts-nocheck
import { growerOf } from '../auth.js';
import { requireRole, audit } from '../store.js';
import * as controller from '../controllerApi.js';
import { sealState, openState } from '../crypto/sealedState.js';
import { askForm, inputRequired, returnedState, answerTo, reply, refuse } from '../mcp.js';

const NAME = 'set_schedule';
const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

export const definition = {
  name: NAME,
  description: 'Set the weekly watering schedule of a zone (days, start time, run minutes).',
  inputSchema: {
    type: 'object',
    properties: {
      siteId: { type: 'string' },
      zoneId: { type: 'string' },
      days: { type: 'array', items: { type: 'string', enum: DAYS }, minItems: 1, uniqueItems: true },
      startTime: { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' },
      minutes: { type: 'integer', minimum: 5, maximum: 240 },
    },
    required: ['siteId', 'zoneId', 'days', 'startTime', 'minutes'],
  },
};

const describe = (s) => (s.days.length ? `${s.days.join(', ')} at ${s.startTime} for ${s.minutes} min` : 'no schedule');

export async function run(request, extra) {
  const { userId } = growerOf(extra);
  const { siteId, zoneId, days, startTime, minutes } = request.params.arguments;
  requireRole(userId, siteId, 'operator');
  const binding = { userId, tool: NAME };
  const wanted = { days: [...days].sort((a, b) => DAYS.indexOf(a) - DAYS.indexOf(b)), startTime, minutes };

  const raw = returnedState(request);
  if (!raw) {
    const current = await controller.schedule(siteId, zoneId);
    return inputRequired(
      {
        confirm: askForm(`Zone ${zoneId}: change watering from ${describe(current)} to ${describe(wanted)}?`, {
          confirm: { type: 'boolean', title: 'Apply the new schedule' },
        }),
      },
      sealState({ siteId, zoneId, schedule: wanted }, binding),
    );
  }

  const state = openState(raw, binding);
  if (state.siteId !== siteId || state.zoneId !== zoneId || JSON.stringify(state.schedule) !== JSON.stringify(wanted)) {
    return refuse('The schedule changed after you confirmed it. Nothing was applied.');
  }
  if (answerTo(request, 'confirm')?.confirm !== true) return reply('Schedule left unchanged.');

  await controller.replaceSchedule(siteId, zoneId, wanted);
  audit(userId, siteId, 'schedule.replace', { zoneId, ...wanted });
  return reply(`Zone ${zoneId} now waters ${describe(wanted)}.`);
}
