// @ts-check
import { argsDigest } from "../encoding.js";
import { InvalidState, signState, verifyState } from "../state.js";
import { draftCookie, dropDraft, getDraft, putDraft, readDraftHandle } from "../drafts.js";

export const TOOL = "merge_tickets";

export const definition = {
  name: TOOL,
  description: "Merge duplicate tickets into a primary ticket. Duplicates are closed and their requesters notified.",
  annotations: { destructiveHint: true },
  inputSchema: {
    type: "object",
    properties: {
      primaryId: { type: "string", pattern: "^T-\\d+$" },
      duplicateIds: { type: "array", items: { type: "string", pattern: "^T-\\d+$" }, minItems: 1, maxItems: 20 },
    },
    required: ["primaryId", "duplicateIds"],
  },
};

/**
 * @typedef {{ HELPDESK_API: string, HELPDESK_API_KEY: string, DRAFTS: KVNamespace } & import("../state.js").StateEnv} Env
 * @typedef {{ sub: string, email: string, scopes: string[] }} User
 * @typedef {{ action: string, content?: Record<string, unknown> }} InputResponse
 */

/** @param {string} message */
const failure = (message) => ({ resultType: "complete", isError: true, content: [{ type: "text", text: message }] });
/** @param {string} message */
const success = (message) => ({ resultType: "complete", content: [{ type: "text", text: message }] });

/**
 * @param {Env} env
 * @param {string} path
 * @param {RequestInit} [init]
 */
const helpdesk = (env, path, init = {}) =>
  fetch(`${env.HELPDESK_API}${path}`, {
    ...init,
    headers: { ...init.headers, "x-api-key": env.HELPDESK_API_KEY, "content-type": "application/json" },
  });

/**
 * @param {{ env: Env, request: Request, user: User, args: { primaryId: string, duplicateIds: string[] },
 *           requestState?: string, inputResponses?: Record<string, InputResponse> }} call
 * @returns {Promise<{ result: object, setCookie?: string }>}
 */
export async function mergeTickets({ env, request, user, args, requestState, inputResponses }) {
  if (!user.scopes.includes("tickets:merge")) return { result: failure("Missing scope tickets:merge.") };
  const digest = await argsDigest(TOOL, args);

  if (!requestState) {
    const res = await helpdesk(env, `/v3/tickets/batch?ids=${[args.primaryId, ...args.duplicateIds].join(",")}`);
    if (!res.ok) return { result: failure(`Helpdesk error ${res.status}`) };
    /** @type {{ id: string, subject: string, requesterEmail: string }[]} */
    const tickets = await res.json();

    const handle = await putDraft(env.DRAFTS, {
      owner: user.sub,
      primaryId: args.primaryId,
      duplicateIds: args.duplicateIds,
      requesterEmails: tickets.map((t) => t.requesterEmail),
      createdAt: Date.now(),
    });
    const state = await signState(env, { sub: user.sub, tool: TOOL, argsDigest: digest, handle });
    return {
      setCookie: draftCookie(handle),
      result: {
        resultType: "input_required",
        inputRequests: {
          confirm: {
            method: "elicitation/create",
            params: {
              mode: "form",
              message: `Merge ${args.duplicateIds.length} ticket(s) into ${args.primaryId}?\n${tickets.map((t) => `• ${t.id} ${t.subject}`).join("\n")}`,
              requestedSchema: { type: "object", properties: { confirm: { type: "boolean" } }, required: ["confirm"] },
            },
          },
        },
        requestState: state,
      },
    };
  }

  /** @type {import("../state.js").StateClaims} */
  let claims;
  try {
    claims = await verifyState(env, requestState, { sub: user.sub, tool: TOOL, argsDigest: digest });
  } catch (e) {
    if (e instanceof InvalidState) return { result: failure(`Invalid or expired requestState: ${e.message}`) };
    throw e;
  }

  // The handle is random, not a credential: it only has to match the cookie set in round one.
  if (readDraftHandle(request) !== claims.handle) return { result: failure("This confirmation belongs to another client.") };
  const draft = await getDraft(env.DRAFTS, claims.handle);
  if (!draft || draft.owner !== user.sub) return { result: failure("The merge preview expired. Start again.") };

  const answer = inputResponses?.confirm;
  if (answer?.action !== "accept" || answer.content?.confirm !== true) {
    await dropDraft(env.DRAFTS, claims.handle);
    return { result: success("Merge cancelled.") };
  }

  const res = await helpdesk(env, `/v3/tickets/${draft.primaryId}/merge`, {
    method: "POST",
    body: JSON.stringify({ duplicates: draft.duplicateIds, notify: draft.requesterEmails, actor: user.email }),
  });
  await dropDraft(env.DRAFTS, claims.handle);
  return { result: res.ok ? success(`Merged into ${draft.primaryId}.`) : failure(`Helpdesk refused the merge (${res.status}).`) };
}
