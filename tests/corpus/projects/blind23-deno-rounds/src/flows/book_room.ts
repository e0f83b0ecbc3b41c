import { ops } from "../upstream.ts";
import { type Answer, type Caller, type Question, text, type ToolText } from "../rounds.ts";

export interface BookArgs extends Record<string, unknown> {
  title: string;
  minutes?: number;
}

export const definition = {
  name: "book_room",
  description: "Find and book a meeting room",
  inputSchema: {
    type: "object",
    properties: { title: { type: "string" }, minutes: { type: "integer", minimum: 15, maximum: 240 } },
    required: ["title"],
  },
};

export async function* bookRoom(args: BookArgs, caller: Caller): AsyncGenerator<Question, ToolText, Answer> {
  const minutes = args.minutes ?? 30;

  const when = yield {
    key: "when",
    message: `When should "${args.title}" take place?`,
    schema: {
      type: "object",
      properties: {
        date: { type: "string", format: "date" },
        start: { type: "string", pattern: "^([01]\\d|2[0-3]):[0-5]\\d$" },
      },
      required: ["date", "start"],
    },
  };
  const date = String(when.date);
  const start = String(when.start);

  const rooms = await ops.freeRooms(date, start, minutes);
  if (rooms.length === 0) return text(`No room is free on ${date} at ${start}.`);

  const pick = yield {
    key: "room",
    message: `Free rooms on ${date} at ${start}:`,
    schema: {
      type: "object",
      properties: { room: { type: "string", enum: rooms.map((r) => r.id) } },
      required: ["room"],
    },
  };

  const room = rooms.find((r) => r.id === pick.room);
  if (!room) return text("That room was taken in the meantime; try again.", true);

  const booking = await ops.book(room.id, { title: args.title, date, start, minutes, owner: caller.userId });
  return text(`Booked ${room.name} (${room.seats} seats) on ${date} at ${start}, booking ${booking.bookingId}.`);
}
