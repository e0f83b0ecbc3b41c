import { accessTokenFor, deleteEvent, getEvent } from "../lib/google.ts";
import { accepted, digestArgs, done, elicitForm, type ToolCall, type ToolResult } from "../lib/rpc.ts";
import { openState, sealState } from "../lib/sealed_state.ts";

export const name = "cancel_meeting";

export const definition = {
  name,
  description: "Cancel a meeting on the user's primary calendar.",
  inputSchema: {
    type: "object",
    properties: { eventId: { type: "string" }, notifyAttendees: { type: "boolean", default: true } },
    required: ["eventId"],
  },
  annotations: { destructiveHint: true },
};

interface Args {
  eventId: string;
  notifyAttendees?: boolean;
}

interface Pending {
  argsDigest: string;
  etag: string;
}

export async function call({ args, userId, googleRefreshToken, requestState, inputResponses }: ToolCall<Args>): Promise<ToolResult> {
  const normalized = { eventId: args.eventId, notifyAttendees: args.notifyAttendees ?? true };
  const argsDigest = await digestArgs(normalized);
  const { accessToken } = await accessTokenFor(googleRefreshToken);

  if (requestState !== undefined) {
    const pending = await openState<Pending>(requestState, { sub: userId, tool: name });
    if (!pending) return done("This confirmation is invalid or has expired. Please ask again.", true);
    // both digests are of arguments the client itself sent; nothing secret here
    if (pending.argsDigest !== argsDigest) return done("The arguments changed after confirmation.", true);

    const answer = accepted<{ cancel: boolean }>(inputResponses, "confirm");
    if (!answer?.cancel) return done("Kept the meeting.");

    const current = await getEvent(accessToken, normalized.eventId);
    if (current.etag !== pending.etag) return done("The meeting changed since you confirmed; please ask again.", true);
    await deleteEvent(accessToken, normalized.eventId, normalized.notifyAttendees);
    return done(`Cancelled "${current.summary}".`);
  }

  const event = await getEvent(accessToken, normalized.eventId);
  const who = event.attendees?.length ? ` with ${event.attendees.length} attendees` : "";
  return {
    resultType: "input_required",
    inputRequests: {
      confirm: elicitForm(`Cancel "${event.summary}" on ${event.start.dateTime}${who}?`, { cancel: { type: "boolean" } }, ["cancel"]),
    },
    requestState: await sealState<Pending>({ argsDigest, etag: event.etag }, { sub: userId, tool: name }),
  };
}
