import { config } from "../config";
import { decodeState, encodeState, StateCodecError } from "../codecs";
import { getStateKey, getTrackerCredentials } from "../secrets/keyProvider";

export const CLOSE_TICKET = "close_ticket";

interface CloseArgs {
  ticketId: string;
  resolution?: string;
}

interface CloseState {
  ticketId: string;
  resolution: string;
}

export interface ToolCallParams {
  arguments?: Record<string, unknown>;
  requestState?: string;
  inputResponses?: Record<string, { action: "accept" | "decline" | "cancel"; content?: Record<string, unknown> }>;
}

async function closeInTracker(ticketId: string, resolution: string): Promise<void> {
  const creds = await getTrackerCredentials();
  const res = await fetch(`${creds.baseUrl}/rest/api/2/issue/${encodeURIComponent(ticketId)}/transitions`, {
    method: "POST",
    headers: { Authorization: `Bearer ${creds.apiToken}`, "Content-Type": "application/json" },
    body: JSON.stringify({ transition: { name: "Close" }, fields: { resolution: { name: resolution } } }),
  });
  if (!res.ok) throw new Error(`tracker responded ${res.status}`);
}

export async function closeTicket(params: ToolCallParams, userId: string) {
  const args = (params.arguments ?? {}) as unknown as CloseArgs;
  const key = await getStateKey();

  if (!params.requestState) {
    const resolution = args.resolution ?? "Done";
    const requestState = encodeState<CloseState>(
      config.stateCodec,
      {
        data: { ticketId: args.ticketId, resolution },
        sub: userId,
        tool: CLOSE_TICKET,
        expiresAt: Date.now() + config.confirmWindowMs, // expect: require-state-binding
      },
      key,
    );
    return {
      resultType: "input_required",
      inputRequests: {
        confirm: {
          method: "elicitation/create",
          params: {
            mode: "form",
            message: `Close ${args.ticketId} as "${resolution}"?`,
            requestedSchema: { type: "object", properties: { ok: { type: "boolean" } }, required: ["ok"] },
          },
        },
      },
      requestState, // expect: require-sealed-state
    };
  }

  let state;
  try {
    state = decodeState<CloseState>(params.requestState, key); // expect: require-sealed-state
  } catch (err) {
    if (err instanceof StateCodecError) return { isError: true, content: [{ type: "text", text: err.message }] };
    throw err;
  }
  if (state.sub !== userId || state.tool !== CLOSE_TICKET || state.expiresAt < Date.now()) {
    return { isError: true, content: [{ type: "text", text: "Invalid or expired requestState" }] };
  }

  const answer = params.inputResponses?.confirm;
  if (answer?.action !== "accept" || answer.content?.ok !== true) {
    return { resultType: "complete", content: [{ type: "text", text: "Left open." }] };
  }
  await closeInTracker(state.data.ticketId, state.data.resolution);
  return { resultType: "complete", content: [{ type: "text", text: `Closed ${state.data.ticketId}.` }] };
}
