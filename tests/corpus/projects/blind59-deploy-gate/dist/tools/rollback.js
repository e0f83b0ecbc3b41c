"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.definition = exports.TOOL = void 0;
exports.handle = handle;
const zod_1 = require("zod");
const sealer_1 = require("../state/sealer");
const auth_1 = require("../auth");
const deployer_1 = require("../deployer");
exports.TOOL = "rollback_release";
const Args = zod_1.z.object({
    service: zod_1.z.string().regex(/^[a-z][a-z0-9-]{1,62}$/),
    toRevision: zod_1.z.string().regex(/^r[0-9]{1,9}$/),
});
exports.definition = {
    name: exports.TOOL,
    title: "Roll back a release",
    description: "Roll a production service back to an earlier revision. Always asks for confirmation.",
    inputSchema: {
        type: "object",
        properties: {
            service: { type: "string" },
            toRevision: { type: "string", description: "Revision id, e.g. r1042" },
        },
        required: ["service", "toRevision"],
    },
    annotations: { destructiveHint: true, idempotentHint: false },
};
async function handle(params, extra) {
    const args = Args.parse(params.arguments ?? {});
    const binding = { userId: (0, auth_1.callerOf)(extra), tool: exports.TOOL, args };
    if (params.requestState === undefined) {
        const [current, target] = await Promise.all([
            deployer_1.deployer.current(args.service),
            deployer_1.deployer.revision(args.service, args.toRevision),
        ]);
        if (current.revision === target.revision) {
            return { content: [{ type: "text", text: `${args.service} already runs ${target.revision}.` }] };
        }
        return {
            resultType: "input_required",
            inputRequests: {
                confirm: {
                    method: "elicitation/create",
                    params: {
                        mode: "form",
                        message: `Roll ${args.service} back from ${current.revision} to ${target.revision} ` +
                            `(built ${target.builtAt}, image ${target.imageDigest.slice(0, 19)}…)?` +
                            (target.secretRefs.length ? ` It re-attaches ${target.secretRefs.length} secret version(s).` : ""),
                        requestedSchema: {
                            type: "object",
                            properties: { confirm: { type: "boolean", title: "Roll back now" } },
                            required: ["confirm"],
                        },
                    },
                },
            },
            requestState: (0, sealer_1.seal)({
                fromRevision: current.revision,
                imageDigest: target.imageDigest,
                secretRefs: target.secretRefs.map((ref) => ref.name),
            }, binding),
        };
    }
    const opened = (0, sealer_1.open)(params.requestState, binding);
    if (!opened.ok) {
        return (0, sealer_1.refusal)(opened.reason);
    }
    const answer = params.inputResponses?.confirm;
    if (answer?.action !== "accept" || answer.content?.confirm !== true) {
        return { content: [{ type: "text", text: "Rollback cancelled." }] };
    }
    const run = await deployer_1.deployer.rollback(args.service, args.toRevision, {
        // The deployer refuses if someone else deployed in between (compare-and-swap).
        expectCurrent: opened.state.fromRevision,
        expectImage: opened.state.imageDigest,
        actor: binding.userId,
    });
    return {
        content: [{ type: "text", text: `Rolling ${args.service} back to ${args.toRevision}: ${run.url}` }],
        structuredContent: { runId: run.id, from: opened.state.fromRevision, to: args.toRevision },
    };
}
//# sourceMappingURL=rollback.js.map
