import { calendar } from '../calendar.js';
import { acceptedAnswer, compose, form, text, toolError, withCaller, withRound } from '../middleware.js';

const NAME = 'find_meeting_slot';
const MAX_WEEKS = 4;

const askLength = (attendees) =>
  form(`How long should the meeting with ${attendees.join(', ')} be?`, {
    minutes: { type: 'integer', title: 'Minutes', enum: [15, 30, 45, 60, 90] },
  });

const askPick = (slots, canLookFurther) =>
  form('These times work for everyone. Which one should I hold?', {
    slot: {
      type: 'string',
      title: 'Slot',
      enum: [...slots.map((s) => s.start), ...(canLookFurther ? ['later'] : [])],
    },
  });

// What the next round needs: who, how long, what was offered, where the search stopped.
const offer = (round, { attendees, title, minutes }, page, weeksSearched) => {
  const canLookFurther = weeksSearched < MAX_WEEKS;
  return round.ask(
    { slot: askPick(page.slots, canLookFurther) },
    {
      step: 'pick',
      attendees,
      title,
      minutes,
      offered: page.slots.map((s) => s.start),
      pageToken: canLookFurther ? page.nextPageToken : null,
      weeksSearched,
    },
  );
};

export const findSlot = {
  definition: {
    name: NAME,
    description: 'Find a time that suits every attendee and put a tentative hold on your calendar.',
    inputSchema: {
      type: 'object',
      properties: {
        attendees: { type: 'array', items: { type: 'string', format: 'email' }, minItems: 1, maxItems: 20 },
        title: { type: 'string', maxLength: 120 },
      },
      required: ['attendees'],
    },
  },

  handle: compose(
    withCaller,
    withRound(NAME),
  )(async ({ attendees, title = 'Meeting' }, caller, round) => {
    const saved = round.state;

    if (saved === undefined) {
      return round.ask({ length: askLength(attendees) }, { step: 'length', attendees, title });
    }

    if (saved.step === 'length') {
      const minutes = acceptedAnswer(round, 'length')?.minutes;
      if (!minutes) return toolError('Pick a meeting length to continue.');
      const page = await calendar.freeSlots(caller.userId, { attendees: saved.attendees, minutes });
      return offer(round, { ...saved, minutes }, page, 1);
    }

    if (saved.step === 'pick') {
      const choice = acceptedAnswer(round, 'slot')?.slot;
      if (choice === 'later' && saved.pageToken) {
        const page = await calendar.freeSlots(caller.userId, { attendees: saved.attendees, minutes: saved.minutes, pageToken: saved.pageToken });
        return offer(round, saved, page, saved.weeksSearched + 1);
      }
      if (!saved.offered.includes(choice)) return toolError('That time was not one of the options.');
      const hold = await calendar.hold(caller.userId, { start: choice, minutes: saved.minutes, attendees: saved.attendees, title: saved.title });
      return text(`Held ${choice} for ${saved.minutes} minutes: ${hold.htmlLink}`);
    }

    return toolError('This scheduling conversation is in an unknown step; start again.');
  }),
};
