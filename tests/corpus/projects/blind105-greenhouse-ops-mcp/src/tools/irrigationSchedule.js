// set_irrigation_schedule tool: shows the zone's current irrigation plan, asks for confirmation, then replaces it.
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { withCaller, finish, carry, text, failure } from '../lib/steps.js';
import { CONTROLLER_API_VERSION } from '../climate.js';

export const TOOL = 'set_irrigation_schedule';

const entry = z.object({
  start: z.string().regex(/^\d{2}:\d{2}$/),
  minutes: z.number().int().min(1).max(120),
  valve: z.string(),
});

const describeEntries = (entries) => entries.map((e) => `${e.start} ${e.minutes} min on ${e.valve}`).join(', ') || 'no runs';

const needsGrower = (history) => async (c) =>
  ['grower', 'manager'].includes(await history.roleIn(c.args.zoneId, c.userId))
    ? carry(c)
    : finish(failure(`you cannot change irrigation in zone ${c.args.zoneId}`));

const ask = ({ climate, jws }) => async (c) => {
  const current = await climate.schedule(c.token, c.args.zoneId);
  const requestState = await jws.mint(c.userId, TOOL, c.args, {
    controllerEtag: current.etag,
    apiVersion: CONTROLLER_API_VERSION,
  });
  return finish(
    inputRequired({
      inputRequests: {
        confirm: inputRequired.elicit({
          message: `Replace "${describeEntries(current.data.entries)}" with "${describeEntries(c.args.entries)}" in zone ${c.args.zoneId}?`,
          requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
        }),
      },
      requestState,
    }),
  );
};

const apply = ({ climate, jws }) => async (c) => {
  const opened = await jws.open(c.ctx.mcpReq.requestState(), c.userId, TOOL, c.args);
  if (!opened.ok) return finish(failure(opened.error));
  if (acceptedContent(c.ctx.mcpReq.inputResponses, 'confirm')?.confirm !== true) {
    return finish(text('Schedule left unchanged.'));
  }
  await climate.replaceSchedule(c.token, c.args.zoneId, c.args.entries, opened.value.controllerEtag);
  return finish(text(`Irrigation in zone ${c.args.zoneId} set to ${describeEntries(c.args.entries)}.`));
};

export const irrigationSchedule = (deps) => ({
  name: TOOL,
  config: {
    description: 'Replace the daily irrigation schedule of a zone. Shows the current plan and asks before changing it.',
    inputSchema: { zoneId: z.string().min(2), entries: z.array(entry).max(24) },
    annotations: { destructiveHint: true },
  },
  handler: withCaller(
    'greenhouse:write',
    needsGrower(deps.history),
    (c) => (c.ctx.mcpReq.requestState() ? apply(deps)(c) : ask(deps)(c)),
  ),
});
