// @ts-check
import { decide, replay } from "./events.js";
import { open, seal, StateRejected } from "../lib/seal.js";
import { clearDraftCookie, readDraftCookie, writeDraftCookie } from "../lib/draft-cookie.js";

export const TOOL = "send_payment";

export const definition = {
  name: TOOL,
  description: "Send money from one of the caller's ledger accounts to a saved payee.",
  annotations: { destructiveHint: true },
  inputSchema: {
    type: "object",
    properties: { payee: { type: "string" }, memo: { type: "string", maxLength: 140 } },
    required: ["payee"],
  },
};

/**
 * @typedef {import("./events.js").LedgerEvent} LedgerEvent
 * @typedef {{ action: string, content?: Record<string, unknown> }} InputResponse
 * @typedef {{
 *   req: Request,
 *   user: { sub: string, accounts: string[] },
 *   args: { payee?: string, memo?: string },
 *   requestState?: string,
 *   inputResponses?: Record<string, InputResponse>,
 *   headers: Headers,
 *   ledgerApi: (path: string, init?: RequestInit) => Promise<Response>,
 * }} CallContext
 */

/** @param {string} message @param {boolean} [isError] */
const done = (message, isError = false) => ({ resultType: "complete", content: [{ type: "text", text: message }], isError });

/**
 * @param {LedgerEvent[]} events
 * @param {CallContext} ctx
 * @param {Record<string, unknown>} inputRequests
 */
async function ask(events, ctx, inputRequests) {
  return {
    resultType: "input_required",
    inputRequests,
    requestState: await seal(events, { sub: ctx.user.sub, tool: TOOL }),
  };
}

/** @param {CallContext} ctx */
export async function sendPayment(ctx) {
  /** @type {LedgerEvent[]} */
  let events = [];
  if (ctx.requestState) {
    try {
      events = await open(ctx.requestState, { sub: ctx.user.sub, tool: TOOL }); // expect: require-state-binding
    } catch (e) {
      if (e instanceof StateRejected) return done("This payment flow is no longer valid. Start again.", true);
      throw e;
    }
  }

  const draft = replay(events);
  switch (draft.status) {
    case "empty": {
      events = [...events, ...decide(draft, { kind: "open", payee: String(ctx.args.payee), memo: ctx.args.memo ?? "" })];
      return ask(events, ctx, {
        amount: {
          method: "elicitation/create",
          params: {
            mode: "form",
            message: `How much should go to ${ctx.args.payee}, and from which account?`,
            requestedSchema: {
              type: "object",
              properties: {
                fromAccount: { type: "string", enum: ctx.user.accounts },
                amount: { type: "number", minimum: 0.01 },
                currency: { type: "string", enum: ["EUR", "USD", "GBP"] },
              },
              required: ["fromAccount", "amount", "currency"],
            },
          },
        },
      });
    }

    case "awaiting-amount": {
      const answer = ctx.inputResponses?.amount;
      const accepted = answer?.action === "accept";
      events = [...events, ...decide(draft, { kind: "capture-amount", accepted })];
      if (!accepted || !answer?.content) return done("Payment abandoned.");
      const { fromAccount, amount, currency } = answer.content;
      if (!ctx.user.accounts.includes(String(fromAccount))) return done("Unknown source account.", true);
      await writeDraftCookie(ctx.headers, {
        fromAccount: String(fromAccount),
        amountCents: Math.round(Number(amount) * 100),
        currency: String(currency),
      });
      return ask(events, ctx, {
        confirm: {
          method: "elicitation/create",
          params: {
            mode: "form",
            message: `Send ${amount} ${currency} from ${fromAccount} to ${draft.payee}?`,
            requestedSchema: { type: "object", properties: { confirm: { type: "boolean" } }, required: ["confirm"] },
          },
        },
      });
    }

    case "awaiting-confirmation": {
      const answer = ctx.inputResponses?.confirm;
      const accepted = answer?.action === "accept" && answer.content?.confirm === true;
      events = [...events, ...decide(draft, { kind: "confirm", accepted })];
      clearDraftCookie(ctx.headers);
      if (!accepted) return done("Payment cancelled.");

      const money = await readDraftCookie(ctx.req);
      if (!money) return done("The payment draft expired. Start again.", true);
      const res = await ctx.ledgerApi("/v1/payments", {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": crypto.randomUUID() },
        body: JSON.stringify({ ...money, payee: draft.payee, memo: draft.memo, initiatedBy: ctx.user.sub }),
      });
      return res.ok ? done(`Payment to ${draft.payee} submitted.`) : done(`Ledger refused the payment (${res.status}).`, true);
    }

    default:
      return done("This payment flow has already finished.", true);
  }
}
