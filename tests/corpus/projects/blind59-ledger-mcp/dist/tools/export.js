"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.definition = exports.TOOL = void 0;
exports.handle = handle;
const zod_1 = require("zod");
const round_token_1 = require("../state/round-token");
const principal_1 = require("../auth/principal");
const client_1 = require("../billing/client");
exports.TOOL = "export_invoices";
const TARGETS = ["xero", "quickbooks", "netsuite"];
const Args = zod_1.z.object({
    period: zod_1.z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
    target: zod_1.z.enum(TARGETS),
});
exports.definition = {
    name: exports.TOOL,
    title: "Export invoices",
    description: "Push one month of invoices to the customer's connected accounting system.",
    inputSchema: {
        type: "object",
        properties: {
            period: { type: "string", description: "YYYY-MM" },
            target: { type: "string", enum: TARGETS },
        },
        required: ["period", "target"],
    },
    annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: true },
};
const text = (t) => ({ content: [{ type: "text", text: t }] });
async function handle(params, extra) {
    const { period, target } = Args.parse(params.arguments ?? {});
    const sub = (0, principal_1.callerOf)(extra);
    const billing = new client_1.BillingClient((0, client_1.forwardedAuth)(extra));
    if (!params.requestState) {
        const [invoices, session] = await Promise.all([
            billing.listInvoices(period),
            // The provider token exchange takes ~2 s; do it once, up front, and reuse it
            // when the user confirms.
            billing.openIntegrationSession(target),
        ]);
        const exportable = invoices.filter((inv) => inv.status !== "void" && inv.status !== "draft");
        if (exportable.length === 0) {
            return text(`No invoices to export for ${period}.`);
        }
        const total = exportable.reduce((sum, inv) => sum + inv.total_cents, 0);
        return {
            resultType: "input_required",
            inputRequests: {
                confirm: {
                    method: "elicitation/create",
                    params: {
                        mode: "form",
                        message: `Export ${exportable.length} invoices for ${period} (total ${(total / 100).toFixed(2)}) to ${target} organisation "${session.tenantName}"?`,
                        requestedSchema: {
                            type: "object",
                            properties: { go: { type: "boolean", title: "Export now" } },
                            required: ["go"],
                        },
                    },
                },
            },
            requestState: (0, round_token_1.sealRound)({
                period,
                target,
                invoiceIds: exportable.map((inv) => inv.id),
                integration: session, // expect-todo: no-secrets-in-state
            }, { sub, tool: exports.TOOL }),
        };
    }
    let state;
    try {
        state = (0, round_token_1.openRound)(params.requestState, { sub, tool: exports.TOOL });
    }
    catch (err) {
        if (err instanceof round_token_1.RoundTokenError) {
            return { ...text("This export confirmation expired or is invalid; run the export again."), isError: true };
        }
        throw err;
    }
    if (state.period !== period || state.target !== target) {
        return { ...text("That confirmation was for another export."), isError: true };
    }
    const answer = params.inputResponses?.confirm;
    if (answer?.action !== "accept" || answer.content?.go !== true) {
        return text("Export cancelled.");
    }
    if (state.integration.expiresAt <= Date.now()) {
        return { ...text(`The ${target} session timed out; run the export again.`), isError: true };
    }
    const job = await billing.exportInvoices(state.integration, state.invoiceIds);
    return {
        ...text(`Export ${job.id} queued: ${state.invoiceIds.length} invoices to ${target}.`),
        structuredContent: { exportId: job.id, count: state.invoiceIds.length },
    };
}
//# sourceMappingURL=export.js.map
