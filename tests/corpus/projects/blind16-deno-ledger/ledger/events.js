// @ts-check
/**
 * Event-sourced payment wizard. The list of events is the only thing that survives between
 * rounds; the current draft is always rebuilt with `evolve`.
 *
 * @typedef {{ type: "PaymentOpened", payee: string, memo: string }} PaymentOpened
 * @typedef {{ type: "AmountCaptured", at: number }} AmountCaptured
 * @typedef {{ type: "PaymentConfirmed", at: number }} PaymentConfirmed
 * @typedef {{ type: "PaymentAbandoned", reason: string }} PaymentAbandoned
 * @typedef {PaymentOpened | AmountCaptured | PaymentConfirmed | PaymentAbandoned} LedgerEvent
 *
 * @typedef {{
 *   status: "empty" | "awaiting-amount" | "awaiting-confirmation" | "confirmed" | "abandoned",
 *   payee?: string,
 *   memo?: string,
 * }} Draft
 */

/** @type {Draft} */
export const initial = Object.freeze({ status: "empty" });

/**
 * @param {Draft} draft
 * @param {LedgerEvent} event
 * @returns {Draft}
 */
export function evolve(draft, event) {
  switch (event.type) {
    case "PaymentOpened":
      return { status: "awaiting-amount", payee: event.payee, memo: event.memo };
    case "AmountCaptured":
      return { ...draft, status: "awaiting-confirmation" };
    case "PaymentConfirmed":
      return { ...draft, status: "confirmed" };
    case "PaymentAbandoned":
      return { ...draft, status: "abandoned" };
    default:
      return draft;
  }
}

/** @param {readonly LedgerEvent[]} events */
export const replay = (events) => events.reduce(evolve, initial);

/**
 * @typedef {{ kind: "open", payee: string, memo: string }
 *   | { kind: "capture-amount", accepted: boolean }
 *   | { kind: "confirm", accepted: boolean }} Command
 */

/**
 * Decides which events a command produces given the current draft.
 * @param {Draft} draft
 * @param {Command} cmd
 * @returns {LedgerEvent[]}
 */
export function decide(draft, cmd) {
  switch (cmd.kind) {
    case "open":
      if (draft.status !== "empty") throw new Error("payment already opened");
      return [{ type: "PaymentOpened", payee: cmd.payee, memo: cmd.memo }];
    case "capture-amount":
      if (draft.status !== "awaiting-amount") throw new Error(`unexpected amount in ${draft.status}`);
      return cmd.accepted ? [{ type: "AmountCaptured", at: Date.now() }] : [{ type: "PaymentAbandoned", reason: "amount declined" }];
    case "confirm":
      if (draft.status !== "awaiting-confirmation") throw new Error(`unexpected confirmation in ${draft.status}`);
      return cmd.accepted ? [{ type: "PaymentConfirmed", at: Date.now() }] : [{ type: "PaymentAbandoned", reason: "not confirmed" }];
  }
}
