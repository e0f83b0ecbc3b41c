// sync_availability tool: copies busy blocks from one of the caller's calendars into roster availability.
const TOOL = 'sync_availability';

module.exports = {
  name: TOOL,
  description: 'Import busy times from one of your linked calendars so the roster avoids them.',
  inputSchema: {
    type: 'object',
    properties: { days: { type: 'integer', minimum: 1, maximum: 90 } },
  },
  annotations: { readOnlyHint: false, openWorldHint: true },

  async handle(args, ctx, { db, stateTokens, calendar }) {
    if (!ctx.requestState) {
      const link = await db.calendarLink(ctx.userId);
      if (!link) return { isError: true, content: [{ type: 'text', text: 'Link a calendar in the staff portal first.' }] };

      const grant = await calendar.refresh(link.refresh_token);
      const { items } = await calendar.calendars(grant.access_token);
      const token = stateTokens.issue(
        {
          calendarIds: items.map((c) => c.id),
          calendarAccess: grant.access_token, // expect: no-secrets-in-state
          days: args.days,
        },
        { subject: ctx.userId, tool: TOOL },
      );
      return {
        resultType: 'input_required',
        inputRequests: {
          calendar: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: 'Which calendar should block out roster time?',
              requestedSchema: {
                type: 'object',
                properties: {
                  calendarId: { type: 'string', oneOf: items.map((c) => ({ const: c.id, title: c.summary })) },
                },
                required: ['calendarId'],
              },
            },
          },
        },
        requestState: token,
        _meta: { requestState: token },
      };
    }

    let claims;
    try {
      claims = stateTokens.read(ctx.requestState, { tool: TOOL });
    } catch {
      return { isError: true, content: [{ type: 'text', text: 'The calendar choice expired; run the sync again.' }] };
    }
    if (claims.sub !== ctx.userId) {
      return { isError: true, content: [{ type: 'text', text: 'This sync was started by someone else.' }] };
    }

    const reply = ctx.inputResponses?.calendar;
    const calendarId = reply?.action === 'accept' ? reply.content?.calendarId : undefined;
    if (!calendarId || !claims.calendarIds.includes(calendarId)) {
      return { content: [{ type: 'text', text: 'No calendar selected; nothing imported.' }] };
    }

    const blocks = await calendar.busyBlocks(claims.calendarAccess, calendarId, { days: claims.days });
    const count = await db.replaceAvailabilityBlocks(ctx.userId, calendarId, blocks);
    return { content: [{ type: 'text', text: `Imported ${count} busy blocks.` }], structuredContent: { count } };
  },
};
