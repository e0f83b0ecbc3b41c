import { digestArgs, open, seal } from "./seal.ts";

export interface Caller {
  userId: string;
  scopes: string[];
}

export interface Question {
  key: string;
  message: string;
  schema: Record<string, unknown>;
}

export type Answer = Record<string, unknown>;

export interface ToolText {
  content: { type: "text"; text: string }[];
  isError?: boolean;
}

/** A multi-round tool: every `yield` is one question to the user, the return value is the result. */
export type Flow<A> = (args: A, caller: Caller) => AsyncGenerator<Question, ToolText, Answer>;

export interface CallParams {
  name: string;
  arguments?: Record<string, unknown>;
  inputResponses?: Record<string, { action: "accept" | "decline" | "cancel"; content?: Answer }>;
  requestState?: string;
}

interface Progress {
  answered: Record<string, Answer>;
  pending: string;
}

export const text = (t: string, isError = false): ToolText => ({ content: [{ type: "text", text: t }], isError });

/**
 * Replays the flow from the start, feeding it the answers collected so far, until it either
 * finishes or asks a question that has no answer yet.
 */
export async function runFlow<A extends Record<string, unknown>>(
  tool: string,
  flow: Flow<A>,
  caller: Caller,
  params: CallParams,
) {
  const args = (params.arguments ?? {}) as A;
  const argsDigest = await digestArgs(args);
  let answered: Record<string, Answer> = {};

  if (params.requestState !== undefined) {
    const state = await open<Progress>(params.requestState);
    if (!state || state.sub !== caller.userId || state.tool !== tool || state.argsDigest !== argsDigest) {
      return { resultType: "complete", ...text("Invalid or expired requestState", true) };
    }
    const response = params.inputResponses?.[state.data.pending];
    if (!response) return { resultType: "complete", ...text(`Missing answer for ${state.data.pending}`, true) };
    if (response.action !== "accept") return { resultType: "complete", ...text("Cancelled, nothing was changed.") };
    answered = { ...state.data.answered, [state.data.pending]: response.content ?? {} };
  }

  const rounds = flow(args, caller);
  let step = await rounds.next();
  while (!step.done) {
    const question = step.value;
    const answer = answered[question.key];
    if (answer === undefined) {
      await rounds.return(text("suspended"));
      const progress: Progress = { answered, pending: question.key };
      return {
        resultType: "input_required",
        inputRequests: {
          [question.key]: {
            method: "elicitation/create",
            params: { mode: "form", message: question.message, requestedSchema: question.schema },
          },
        },
        requestState: await seal({ sub: caller.userId, tool, argsDigest, data: progress }),
      };
    }
    step = await rounds.next(answer);
  }
  return { resultType: "complete", ...step.value };
}
