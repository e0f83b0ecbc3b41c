"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.definition = exports.TOOL = void 0;
exports.handle = handle;
const zod_1 = require("zod");
const pending_1 = require("../state/pending");
const sealer_1 = require("../state/sealer");
const auth_1 = require("../auth");
const deployer_1 = require("../deployer");
exports.TOOL = "promote_release";
const Args = zod_1.z.object({
    service: zod_1.z.string().regex(/^[a-z][a-z0-9-]{1,62}$/),
    revision: zod_1.z.string().regex(/^r[0-9]{1,9}$/),
    environment: zod_1.z.enum(["staging", "production"]),
});
exports.definition = {
    name: exports.TOOL,
    title: "Promote a release",
    description: "Promote a built revision to staging or production after its preflight checks. Asks for confirmation.",
    inputSchema: {
        type: "object",
        properties: {
            service: { type: "string" },
            revision: { type: "string" },
            environment: { type: "string", enum: ["staging", "production"] },
        },
        required: ["service", "revision", "environment"],
    },
    annotations: { destructiveHint: true, idempotentHint: true },
};
async function handle(params, extra) {
    const args = Args.parse(params.arguments ?? {});
    const userId = (0, auth_1.callerOf)(extra);
    if (params.requestState === undefined) {
        const preflight = await deployer_1.deployer.preflight(args.service, args.revision, args.environment);
        const failing = preflight.checks.filter((c) => c.status !== "passed");
        const ticket = await pending_1.pending.put({
            userId,
            tool: exports.TOOL,
            args,
            preflightId: preflight.id,
            expiresAt: Date.now() + pending_1.PENDING_TTL_MS,
        });
        return {
            resultType: "input_required",
            inputRequests: {
                confirm: {
                    method: "elicitation/create",
                    params: {
                        mode: "form",
                        message: `Promote ${args.service} ${args.revision} to ${args.environment}?` +
                            (failing.length ? ` ${failing.length} preflight check(s) are not green: ${failing.map((c) => c.name).join(", ")}.` : " All preflight checks passed."),
                        requestedSchema: {
                            type: "object",
                            properties: { promote: { type: "boolean", title: "Promote" } },
                            required: ["promote"],
                        },
                    },
                },
            },
            requestState: ticket,
        };
    }
    const record = await pending_1.pending.take(params.requestState);
    if (!record ||
        record.userId !== userId ||
        record.tool !== exports.TOOL ||
        record.expiresAt <= Date.now() ||
        (0, sealer_1.canonicalJson)(record.args) !== (0, sealer_1.canonicalJson)(args)) {
        return (0, sealer_1.refusal)("unknown, expired or issued for another request");
    }
    const answer = params.inputResponses?.confirm;
    if (answer?.action !== "accept" || answer.content?.promote !== true) {
        return { content: [{ type: "text", text: "Promotion cancelled." }] };
    }
    const run = await deployer_1.deployer.promote(args.service, args.revision, args.environment, {
        preflightId: record.preflightId,
        actor: userId,
    });
    return {
        content: [{ type: "text", text: `Promoting ${args.service} ${args.revision} to ${args.environment}: ${run.url}` }],
        structuredContent: { runId: run.id },
    };
}
//# sourceMappingURL=promote.js.map
