"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.ciWebhook = void 0;
exports.signatureMatches = signatureMatches;
const express_1 = __importDefault(require("express"));
const node_crypto_1 = require("node:crypto");
const config_1 = require("../config");
const deployer_1 = require("../deployer");
const SIGNATURE = /^sha256=([0-9a-f]{64})$/;
/** GitHub-style `X-Hub-Signature-256: sha256=<hex>` over the raw body. */
function signatureMatches(rawBody, header) {
    const match = typeof header === "string" ? SIGNATURE.exec(header) : null;
    if (!match) {
        return false;
    }
    const presented = Buffer.from(match[1], "hex");
    const expected = (0, node_crypto_1.createHmac)("sha256", config_1.config.ciWebhookSecret).update(rawBody).digest();
    return presented.length === expected.length && (0, node_crypto_1.timingSafeEqual)(presented, expected);
}
exports.ciWebhook = express_1.default.Router();
exports.ciWebhook.post("/hooks/ci", express_1.default.raw({ type: "application/json", limit: "2mb" }), async (req, res) => {
    if (!signatureMatches(req.body, req.get("x-hub-signature-256"))) {
        res.status(401).json({ error: "bad signature" });
        return;
    }
    const event = JSON.parse(req.body.toString("utf8"));
    if (req.get("x-github-event") === "workflow_run" && event.action === "completed") {
        // Preflight results feed promote_release; the deployer keeps them, we only nudge it.
        await deployer_1.deployer.call("POST", "/v1/preflight/refresh", {
            repository: event.repository?.full_name,
            headSha: event.workflow_run?.head_sha,
            conclusion: event.workflow_run?.conclusion,
        });
    }
    res.status(204).end();
});
//# sourceMappingURL=ci-webhook.js.map
