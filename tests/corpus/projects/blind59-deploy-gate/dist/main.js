#!/usr/bin/env node
"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const express_1 = __importDefault(require("express"));
const node_crypto_1 = require("node:crypto");
const streamableHttp_js_1 = require("@modelcontextprotocol/sdk/server/streamableHttp.js");
const bearerAuth_js_1 = require("@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js");
const config_1 = require("./config");
const auth_1 = require("./auth");
const deployer_1 = require("./deployer");
const index_1 = require("./tools/index");
const ci_webhook_1 = require("./http/ci-webhook");
const app = (0, express_1.default)();
app.disable("x-powered-by");
app.set("trust proxy", 1);
// Raw body for the webhook must be parsed before express.json sees it.
app.use(ci_webhook_1.ciWebhook);
app.get("/healthz", (_req, res) => {
    res.json({ ok: true });
});
// Public, cacheable: which revision each service runs. The ETag is a hash of the
// manifest's own bytes, so comparing it is comparing public content.
app.get("/releases/:service/manifest.json", async (req, res, next) => {
    try {
        const manifest = await deployer_1.deployer.manifest(req.params.service);
        const body = JSON.stringify(manifest);
        const etag = `"${(0, node_crypto_1.createHash)("sha1").update(body).digest("base64url")}"`;
        res.set({ etag, "cache-control": "public, max-age=30" });
        if (req.headers["if-none-match"] === etag) {
            res.status(304).end();
            return;
        }
        res.type("application/json").send(body);
    }
    catch (err) {
        next(err);
    }
});
app.post("/mcp", express_1.default.json({ limit: "1mb" }), (0, bearerAuth_js_1.requireBearerAuth)({
    verifier: auth_1.verifier,
    requiredScopes: ["deploy:write"],
    resourceMetadataUrl: new URL("/.well-known/oauth-protected-resource", config_1.config.publicUrl).href,
}), async (req, res) => {
    const server = (0, index_1.createGateServer)();
    const transport = new streamableHttp_js_1.StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    res.on("close", () => {
        void transport.close();
        void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
});
app.listen(config_1.config.port, () => {
    console.error(`deploy-gate listening on :${config_1.config.port}`);
});
//# sourceMappingURL=main.js.map
