import { Tool } from "../config.js";
import type { PlatformClient, Release } from "../services/platform.js";
import { openCursor, sealCursor } from "../state/cursor.js";
import { type InputResponse, type RollbackArgs, type RollbackCursor, RollbackCursorSchema } from "../state/schemas.js";
import type { Round, ToolResult } from "./deploy.flow.js";

const CURSOR_TTL_MS = 10 * 60 * 1000;
const MAX_CANDIDATES = 5;

async function take<T>(source: AsyncIterable<T>, n: number, keep: (item: T) => boolean): Promise<T[]> {
  const out: T[] = [];
  for await (const item of source) {
    if (!keep(item)) continue;
    out.push(item);
    if (out.length === n) break;
  }
  return out;
}

const text = (t: string, isError = false): ToolResult => ({ resultType: "complete", isError, content: [{ type: "text", text: t }] });

export async function rollbackRound(platform: PlatformClient, round: Round<RollbackArgs>): Promise<ToolResult> {
  if (!round.requestState) {
    // skip the live release, offer the previous good ones
    const [, ...candidates] = await take(platform.releases(round.args.environment), MAX_CANDIDATES + 1, (r: Release) => r.status === "succeeded");
    if (candidates.length === 0) return text(`No earlier successful release in ${round.args.environment}.`, true);

    const cursor: RollbackCursor = {
      sub: round.userId,
      tool: Tool.Rollback,
      environment: round.args.environment,
      candidates: candidates.map((r) => r.id),
      exp: Date.now() + CURSOR_TTL_MS,
    };
    return {
      resultType: "input_required",
      inputRequests: {
        target: {
          method: "elicitation/create",
          params: {
            mode: "form",
            message: `Roll ${round.args.environment} back to which release?`,
            requestedSchema: {
              type: "object",
              properties: {
                release: {
                  type: "string",
                  enum: cursor.candidates,
                  enumNames: candidates.map((r) => `${r.version} (${r.finishedAt})`),
                },
              },
              required: ["release"],
            },
          },
        },
      },
      requestState: sealCursor(cursor), // expect: require-sealed-state
    };
  }

  let cursor: RollbackCursor;
  try {
    cursor = openCursor(round.requestState, RollbackCursorSchema); // expect: require-sealed-state
  } catch {
    return text("Invalid or expired requestState", true);
  }
  if (cursor.sub !== round.userId || cursor.environment !== round.args.environment || cursor.exp < Date.now()) {
    return text("Invalid or expired requestState", true);
  }

  const answer: InputResponse | undefined = round.inputResponses?.target;
  const picked = answer?.action === "accept" ? answer.content?.release : undefined;
  if (typeof picked !== "string" || !cursor.candidates.includes(picked)) {
    return text("Rollback cancelled.");
  }
  const { rolloutId } = await platform.rollback(cursor.environment, picked, round.userId);
  return text(`Rolling ${cursor.environment} back to ${picked} (rollout ${rolloutId}).`);
}
