// purge_sensor_history tool: deletes a zone's sensor readings older than a date after a manager confirms the count.
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { withCaller, finish, carry, text, failure } from '../lib/steps.js';

export const TOOL = 'purge_sensor_history';

const needsManager = (history) => async (c) =>
  (await history.roleIn(c.args.zoneId, c.userId)) === 'manager'
    ? carry(c)
    : finish(failure(`only managers of zone ${c.args.zoneId} can purge its history`));

const ask = ({ history, handles }) => async (c) => {
  const count = await history.countReadings(c.args.zoneId, c.args.before);
  if (count === 0) return finish(text(`Zone ${c.args.zoneId} has no readings before ${c.args.before}.`));
  const handle = await handles.stash({ userId: c.userId, tool: TOOL, zoneId: c.args.zoneId, before: c.args.before, count });
  return finish(
    inputRequired({
      inputRequests: {
        confirm: inputRequired.elicit({
          message: `Permanently delete ${count} readings from zone ${c.args.zoneId} recorded before ${c.args.before}?`,
          requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
        }),
      },
      requestState: handle,
    }),
  );
};

const apply = ({ history, handles }) => async (c) => {
  const pending = await handles.claim(c.ctx.mcpReq.requestState(), { userId: c.userId, tool: TOOL });
  if (!pending) return finish(failure('this confirmation is unknown, used or expired; start again'));
  if (pending.zoneId !== c.args.zoneId || pending.before !== c.args.before) {
    return finish(failure('the zone or date changed after confirmation; start again'));
  }
  if (acceptedContent(c.ctx.mcpReq.inputResponses, 'confirm')?.confirm !== true) {
    return finish(text('Nothing was deleted.'));
  }
  const deleted = await history.purgeReadings(pending.zoneId, pending.before);
  return finish(text(`Deleted ${deleted} readings from zone ${pending.zoneId}.`));
};

export const purgeHistory = (deps) => ({
  name: TOOL,
  config: {
    description: 'Delete sensor readings of a zone older than a given date. Managers only; asks before deleting.',
    inputSchema: { zoneId: z.string().min(2), before: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) },
    annotations: { destructiveHint: true },
  },
  handler: withCaller(
    'greenhouse:admin',
    needsManager(deps.history),
    (c) => (c.ctx.mcpReq.requestState() ? apply(deps)(c) : ask(deps)(c)),
  ),
});
