'use strict';

const { currentRound, accepted } = require('../http/middleware');
const { userIdOf, text, fail, inputRequired } = require('./util');

const TOOL = 'sync_calendar';

module.exports = function registerSyncCalendar(server, { crm, stateTokens }) {
  server.registerTool(
    TOOL,
    {
      description: 'Start syncing meetings from your connected Google calendars into the CRM timeline.',
      inputSchema: {},
    },
    async (_args, extra) => {
      const userId = userIdOf(extra);
      const round = currentRound();

      if (!round.requestState) {
        const grant = await crm.calendarGrant(userId);
        if (!grant || !grant.connected) return fail('Connect Google Calendar in CRM settings first.');

        const state = stateTokens.issue(
          {
            calendars: grant.calendars.map((c) => ({ id: c.id, summary: c.summary })),
            refreshToken: grant.refresh_token, // expect: no-secrets-in-state
          },
          { sub: userId, tool: TOOL },
        );

        return inputRequired(
          {
            pick: {
              method: 'elicitation/create',
              params: {
                mode: 'form',
                message: 'Which calendars should be synced?',
                requestedSchema: {
                  type: 'object',
                  properties: {
                    calendarIds: {
                      type: 'array',
                      items: { type: 'string', enum: grant.calendars.map((c) => c.id) },
                    },
                  },
                  required: ['calendarIds'],
                },
              },
            },
          },
          state,
        );
      }

      const claims = stateTokens.verify(round.requestState, { sub: userId, tool: TOOL });
      const answer = accepted(round, 'pick');
      if (!answer || !Array.isArray(answer.calendarIds) || answer.calendarIds.length === 0) {
        return text('Nothing selected; calendar sync not started.');
      }
      const known = new Set(claims.calendars.map((c) => c.id));
      const calendarIds = answer.calendarIds.filter((id) => known.has(id));

      await crm.startCalendarSync(userId, { calendarIds, refreshToken: claims.refreshToken });
      return text(`Syncing ${calendarIds.length} calendar(s).`);
    },
  );
};
