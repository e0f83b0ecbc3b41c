"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.definition = exports.TOOL = void 0;
exports.handle = handle;
const zod_1 = require("zod");
const round_token_1 = require("../state/round-token");
const principal_1 = require("../auth/principal");
const client_1 = require("../billing/client");
const config_1 = require("../config");
exports.TOOL = "issue_refund";
const Args = zod_1.z.object({
    invoiceId: zod_1.z.string().regex(/^inv_[A-Za-z0-9]{10,}$/),
    amountCents: zod_1.z.number().int().positive(),
    reason: zod_1.z.string().max(500).optional(),
});
exports.definition = {
    name: exports.TOOL,
    title: "Issue refund",
    description: "Refund part or all of a paid invoice. The user is asked to confirm before money moves.",
    inputSchema: {
        type: "object",
        properties: {
            invoiceId: { type: "string", description: "Invoice id, e.g. inv_8Jd02kLs9Q" },
            amountCents: { type: "integer", minimum: 1 },
            reason: { type: "string", maxLength: 500 },
        },
        required: ["invoiceId", "amountCents"],
    },
    annotations: { destructiveHint: true, idempotentHint: false, openWorldHint: false },
};
const money = (cents, currency) => new Intl.NumberFormat("en-US", { style: "currency", currency }).format(cents / 100);
const refusal = (text) => ({ isError: true, content: [{ type: "text", text }] });
async function handle(params, extra) {
    const { invoiceId, amountCents, reason } = Args.parse(params.arguments ?? {});
    const sub = (0, principal_1.callerOf)(extra);
    const billing = new client_1.BillingClient((0, client_1.forwardedAuth)(extra));
    if (amountCents > config_1.settings.maxRefundCents) {
        return refusal(`Refunds above ${money(config_1.settings.maxRefundCents, "USD")} need a finance ticket.`);
    }
    if (params.requestState === undefined) {
        const invoice = await billing.getInvoice(invoiceId);
        if (invoice.status !== "paid") {
            return refusal(`Invoice ${invoice.number} is ${invoice.status}; only paid invoices can be refunded.`);
        }
        return {
            resultType: "input_required",
            inputRequests: {
                confirm: {
                    method: "elicitation/create",
                    params: {
                        mode: "form",
                        message: `Refund ${money(amountCents, invoice.currency)} of invoice ${invoice.number} (${invoice.customer_name})?`,
                        requestedSchema: {
                            type: "object",
                            properties: { approve: { type: "boolean", title: "Approve refund" } },
                            required: ["approve"],
                        },
                    },
                },
            },
            requestState: (0, round_token_1.sealRound)({ invoiceId, currency: invoice.currency, number: invoice.number }, { sub, tool: exports.TOOL }), // expect-todo: require-state-binding
        };
    }
    let state;
    try {
        state = (0, round_token_1.openRound)(params.requestState, { sub, tool: exports.TOOL });
    }
    catch (err) {
        if (err instanceof round_token_1.RoundTokenError) {
            return refusal("This refund confirmation is no longer valid. Ask again to start over.");
        }
        throw err;
    }
    if (state.invoiceId !== invoiceId) {
        return refusal("That confirmation was for a different invoice.");
    }
    const answer = params.inputResponses?.confirm;
    if (answer?.action !== "accept" || answer.content?.approve !== true) {
        return { content: [{ type: "text", text: `Refund on ${state.number} cancelled.` }] };
    }
    const refund = await billing.refund(invoiceId, amountCents, reason ?? "requested via assistant");
    return {
        content: [{ type: "text", text: `Refunded ${money(refund.amount_cents, state.currency)} on ${state.number} (refund ${refund.id}).` }],
        structuredContent: { refundId: refund.id, amountCents: refund.amount_cents },
    };
}
//# sourceMappingURL=refund.js.map
