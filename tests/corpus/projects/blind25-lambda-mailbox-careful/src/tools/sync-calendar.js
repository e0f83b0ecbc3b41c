import { accepted, ask, form, text, toolError } from '../rpc.js';

const TOOL = 'sync_calendar';

export default function syncCalendar({ sealer, mail, webhookUrl }) {
  return {
    name: TOOL,
    definition: {
      name: TOOL,
      description: 'Start pushing changes of one of your calendars to the team dashboard.',
      inputSchema: { type: 'object', properties: {} },
    },

    async handle({ user, inputResponses, requestState }) {
      const binding = { sub: user.id, tool: TOOL };

      if (requestState === undefined) {
        const accessToken = await mail.accessTokenFor(user.id);
        const calendars = await mail.calendars(accessToken);
        // The vault is slow and rate limited, so the token rides along for the
        // second round - inside secretbox, where the client cannot read it.
        const state = sealer.seal({ accessToken, calendarIds: calendars.map((c) => c.id) }, binding);
        return ask(
          {
            calendar: form('Which calendar should be synced?', {
              calendarId: { type: 'string', oneOf: calendars.map((c) => ({ const: c.id, title: c.summary })) },
            }),
          },
          state,
        );
      }

      const state = sealer.open(requestState, binding);
      if (!state) return toolError('Invalid or expired request state');

      const picked = accepted(inputResponses, 'calendar');
      if (!picked) return text('Nothing synced.');
      if (!state.calendarIds.includes(picked.calendarId)) return toolError('Unknown calendar');

      await mail.subscribe(state.accessToken, picked.calendarId, webhookUrl);
      return text(`Calendar ${picked.calendarId} is now synced.`);
    },
  };
}
