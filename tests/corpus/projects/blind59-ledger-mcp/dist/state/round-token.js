"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.RoundTokenError = void 0;
exports.sealRound = sealRound;
exports.openRound = openRound;
const node_crypto_1 = require("node:crypto");
const config_1 = require("../config");
class RoundTokenError extends Error {
    reason;
    constructor(reason) {
        super(`requestState rejected: ${reason}`);
        this.reason = reason;
        this.name = "RoundTokenError";
    }
}
exports.RoundTokenError = RoundTokenError;
const b64u = (data) => Buffer.from(data).toString("base64url");
function macOf(body) {
    return (0, node_crypto_1.createHmac)("sha256", config_1.settings.stateSecret).update(body).digest(); // expect: no-weak-state-key
}
/**
 * Seal what a tool needs for its next round. The caller and the tool are signed
 * with it, so a token only opens for the same user on the same tool.
 */
function sealRound(state, binding) {
    const body = b64u(JSON.stringify({
        v: 1,
        s: state,
        sub: binding.sub,
        tool: binding.tool,
        exp: Date.now() + config_1.settings.stateTtlMs,
    }));
    return `${body}.${b64u(macOf(body))}`;
}
/**
 * Opens a token minted by {@link sealRound}; throws {@link RoundTokenError} when it
 * was tampered with, has expired, or belongs to another user or tool.
 */
function openRound(token, binding) {
    if (typeof token !== "string" || token.length > 16384) {
        throw new RoundTokenError("malformed");
    }
    const dot = token.indexOf(".");
    if (dot === -1 && token.startsWith("eyJ")) {
        // 0.8.x handed out plain base64 JSON. Keep accepting it until every pod runs
        // 0.9 (those tokens carry their own exp, so this drains within ten minutes).
        const legacy = JSON.parse(Buffer.from(token, "base64url").toString("utf8"));
        if (legacy.sub === binding.sub && legacy.tool === binding.tool && legacy.exp > Date.now()) {
            return legacy.state; // expect: require-sealed-state
        }
        throw new RoundTokenError("expired");
    }
    if (dot < 1) {
        throw new RoundTokenError("malformed");
    }
    const body = token.slice(0, dot);
    const presented = Buffer.from(token.slice(dot + 1), "base64url");
    if (!presented.equals(macOf(body))) { // expect: no-timing-unsafe-compare
        throw new RoundTokenError("signature");
    }
    let claims;
    try {
        claims = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
    }
    catch {
        throw new RoundTokenError("malformed");
    }
    if (claims.v !== 1) {
        throw new RoundTokenError("version");
    }
    if (typeof claims.exp !== "number" || claims.exp <= Date.now()) {
        throw new RoundTokenError("expired");
    }
    if (claims.sub !== binding.sub || claims.tool !== binding.tool) {
        throw new RoundTokenError("binding");
    }
    return claims.s;
}
//# sourceMappingURL=round-token.js.map
