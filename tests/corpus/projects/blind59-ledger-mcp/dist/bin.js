#!/usr/bin/env node
"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const express_1 = __importDefault(require("express"));
const streamableHttp_js_1 = require("@modelcontextprotocol/sdk/server/streamableHttp.js");
const bearerAuth_js_1 = require("@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js");
const server_1 = require("./server");
const verifier_1 = require("./auth/verifier");
const config_1 = require("./config");
const app = (0, express_1.default)();
app.disable("x-powered-by");
app.use(express_1.default.json({ limit: "1mb" }));
app.get("/healthz", (_req, res) => {
    res.json({ ok: true });
});
app.post("/mcp", (0, bearerAuth_js_1.requireBearerAuth)({
    verifier: verifier_1.verifier,
    requiredScopes: ["ledger:refund", "ledger:export"],
    resourceMetadataUrl: new URL("/.well-known/oauth-protected-resource", config_1.settings.publicUrl).href,
}), async (req, res) => {
    const server = (0, server_1.createLedgerServer)();
    const transport = new streamableHttp_js_1.StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    res.on("close", () => {
        void transport.close();
        void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
});
app.listen(config_1.settings.port, () => {
    console.error(`ledger-mcp listening on :${config_1.settings.port}`);
});
//# sourceMappingURL=bin.js.map
