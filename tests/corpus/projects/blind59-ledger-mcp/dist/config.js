"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.settings = void 0;
exports.loadSettings = loadSettings;
function intFrom(env, name, fallback) {
    const raw = env[name];
    const parsed = raw === undefined ? Number.NaN : Number.parseInt(raw, 10);
    return Number.isFinite(parsed) ? parsed : fallback;
}
function loadSettings(env = process.env) {
    return Object.freeze({
        port: intFrom(env, "PORT", 8787),
        publicUrl: env.LEDGER_PUBLIC_URL ?? "http://localhost:8787",
        billingApi: env.BILLING_API_URL ?? "http://billing-api.billing.svc.cluster.local:8080",
        issuer: env.OAUTH_ISSUER ?? "https://login.acme-fin.example",
        audience: env.OAUTH_AUDIENCE ?? "ledger-mcp",
        // requestState MAC key. Set per environment in the helm values (sealed secret).
        stateSecret: env.LEDGER_STATE_SECRET ?? "ledger-mcp-local-state-secret-change-me",
        stateTtlMs: 10 * 60 * 1000,
        maxRefundCents: intFrom(env, "MAX_REFUND_CENTS", 50000),
    });
}
exports.settings = loadSettings();
//# sourceMappingURL=config.js.map
