// Declares the calendar tools as data rows with prepare and commit steps.
import { z } from 'zod';

const when = (iso) => new Date(iso).toUTCString();

/**
 * Each row becomes a tool. `prepare` runs on the first call and returns the question to ask;
 * `commit` runs on the retry with the user's answer. Rows marked destructive are pinned to the
 * exact arguments they were confirmed with.
 */
export const TOOL_TABLE = [
  {
    name: 'cancel_event',
    description: 'Cancel one of your calendar events.',
    destructive: true,
    input: z.object({ eventId: z.string(), notifyAttendees: z.boolean().default(true) }),
    async prepare(cal, args) {
      const ev = await cal.event(args.eventId);
      return {
        message: `Cancel "${ev.title}" on ${when(ev.start)}${args.notifyAttendees ? ' and notify attendees' : ''}?`,
        schema: { confirm: { type: 'boolean', title: 'Cancel the event' } },
      };
    },
    async commit(cal, args, answer) {
      if (answer.confirm !== true) return 'Kept the event.';
      await cal.cancel(args.eventId, args.notifyAttendees);
      return 'Event cancelled.';
    },
  },
  {
    name: 'move_event',
    description: 'Move an event to a new start time.',
    destructive: true,
    input: z.object({ eventId: z.string(), newStart: z.string().datetime() }),
    async prepare(cal, args) {
      const ev = await cal.event(args.eventId);
      return {
        message: `Move "${ev.title}" from ${when(ev.start)} to ${when(args.newStart)}?`,
        schema: { confirm: { type: 'boolean', title: 'Move it' } },
      };
    },
    async commit(cal, args, answer) {
      if (answer.confirm !== true) return 'Left the event where it was.';
      await cal.move(args.eventId, args.newStart);
      return 'Event moved.';
    },
  },
  {
    name: 'book_focus_time',
    description: 'Find free slots and book focus time in the one you pick.',
    destructive: false,
    input: z.object({ minutes: z.number().int().min(15).max(240), withinDays: z.number().int().min(1).max(14).default(5) }),
    async prepare(cal, args) {
      const slots = await cal.freeSlots(args.minutes, args.withinDays);
      return {
        message: 'Pick a slot for focus time.',
        schema: { slot: { type: 'string', enum: slots.map((s) => s.start) } },
        remember: { slots: slots.map((s) => s.start) },
      };
    },
    async commit(cal, args, answer, remembered) {
      if (!remembered.slots.includes(answer.slot)) return 'That slot is not on offer any more.';
      await cal.book('Focus time', answer.slot, args.minutes);
      return `Booked ${args.minutes} minutes at ${when(answer.slot)}.`;
    },
  },
];
