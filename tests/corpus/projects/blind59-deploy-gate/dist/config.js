"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.config = void 0;
exports.readConfig = readConfig;
const MIN_SECRET_BYTES = 32;
function required(env, name) {
    const value = env[name];
    if (value === undefined || value === "") {
        throw new Error(`deploy-gate: ${name} is not set`);
    }
    return value;
}
/** A signing secret: refuse to start with a missing or short one. */
function signingSecret(env, name) {
    const value = env[name] ?? "";
    if (Buffer.byteLength(value, "utf8") < MIN_SECRET_BYTES) {
        throw new Error(`deploy-gate: ${name} must hold at least ${MIN_SECRET_BYTES} random bytes (openssl rand -base64 32)`);
    }
    return value;
}
function readConfig(env = process.env) {
    const stateKeys = [signingSecret(env, "GATE_STATE_KEY")];
    if (env.GATE_STATE_KEY_PREVIOUS) {
        // Rotation: the previous key keeps verifying (never signing) until its states expire.
        stateKeys.push(signingSecret(env, "GATE_STATE_KEY_PREVIOUS"));
    }
    return Object.freeze({
        port: Number(env.PORT ?? 8080),
        publicUrl: env.GATE_PUBLIC_URL ?? "http://localhost:8080",
        redisUrl: env.REDIS_URL ?? "redis://127.0.0.1:6379/0",
        deployApi: env.DEPLOY_API_URL ?? "http://deployer.platform.svc.cluster.local:7000",
        deployerToken: required(env, "DEPLOYER_TOKEN"),
        introspection: Object.freeze({
            url: required(env, "GATE_INTROSPECTION_URL"),
            clientId: required(env, "GATE_CLIENT_ID"),
            clientSecret: required(env, "GATE_CLIENT_SECRET"),
        }),
        stateKeys: Object.freeze(stateKeys),
        ciWebhookSecret: signingSecret(env, "GATE_CI_WEBHOOK_SECRET"),
    });
}
exports.config = readConfig();
//# sourceMappingURL=config.js.map
