import { saveDraft, takeDraft } from "../lib/drafts.ts";
import { accessTokenFor, freeSlots, insertEvent } from "../lib/google.ts";
import { accepted, done, elicitForm, type ToolCall, type ToolResult } from "../lib/rpc.ts";
import { openState, sealState } from "../lib/sealed_state.ts";

export const name = "schedule_meeting";

export const definition = {
  name,
  description: "Find a free slot for everyone and book a meeting.",
  inputSchema: {
    type: "object",
    properties: {
      title: { type: "string" },
      attendees: { type: "array", items: { type: "string", format: "email" } },
      durationMinutes: { type: "integer", enum: [15, 30, 45, 60], default: 30 },
    },
    required: ["title", "attendees"],
  },
};

interface Args {
  title: string;
  attendees: string[];
  durationMinutes?: number;
}

interface Pending {
  draft: string; // random KV handle
  // Carried so round two doesn't hit Google's token endpoint again; the whole
  // state is AES-GCM encrypted, so the client never sees it.
  accessToken: string;
  accessTokenExpiresAt: number;
}

export async function call({ args, userId, googleRefreshToken, requestState, inputResponses }: ToolCall<Args>): Promise<ToolResult> {
  if (requestState !== undefined) {
    const pending = await openState<Pending>(requestState, { sub: userId, tool: name });
    if (!pending) return done("This scheduling request is invalid or has expired.", true);
    const draft = await takeDraft(pending.draft, userId);
    if (!draft) return done("This scheduling request was already used or has expired.", true);

    const pick = accepted<{ slot: string }>(inputResponses, "slot");
    const slot = draft.slots.find((s) => s.start === pick?.slot);
    if (!slot) return done("No slot chosen; nothing booked.");

    const token = pending.accessTokenExpiresAt > Date.now() + 30_000
      ? pending.accessToken
      : (await accessTokenFor(googleRefreshToken)).accessToken;
    const event = await insertEvent(token, {
      summary: draft.title,
      start: { dateTime: slot.start },
      end: { dateTime: slot.end },
      attendees: draft.attendees.map((email) => ({ email })),
    });
    return done(`Booked "${event.summary}" at ${slot.start}.`);
  }

  const minutes = args.durationMinutes ?? 30;
  const { accessToken, expiresAt } = await accessTokenFor(googleRefreshToken);
  const slots = await freeSlots(accessToken, args.attendees, minutes);
  if (slots.length === 0) return done("No common free slot in the next three days.", true);

  const draft = await saveDraft({ owner: userId, title: args.title, attendees: args.attendees, durationMinutes: minutes, slots });
  return {
    resultType: "input_required",
    inputRequests: {
      slot: elicitForm(`Pick a time for "${args.title}"`, {
        slot: { type: "string", oneOf: slots.map((s) => ({ const: s.start, title: new Date(s.start).toUTCString() })) },
      }, ["slot"]),
    },
    requestState: await sealState<Pending>({ draft, accessToken, accessTokenExpiresAt: expiresAt }, { sub: userId, tool: name }),
  };
}
