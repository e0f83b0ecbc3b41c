"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.STATE_TTL_SECONDS = void 0;
exports.canonicalJson = canonicalJson;
exports.argsDigest = argsDigest;
exports.seal = seal;
exports.open = open;
exports.refusal = refusal;
const node_crypto_1 = require("node:crypto");
const config_1 = require("../config");
exports.STATE_TTL_SECONDS = 600;
// A 32-byte MAC is 43 base64url characters; the last one carries 2 unused bits,
// which must be zero, so that one MAC has exactly one accepted spelling.
const CANONICAL_MAC = /^[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]$/;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const macOf = (key, body) => (0, node_crypto_1.createHmac)("sha256", key).update(body).digest();
/** JSON with object keys sorted, so that `{a, b}` and `{b, a}` digest the same. */
function canonicalJson(value) {
    if (Array.isArray(value)) {
        return `[${value.map(canonicalJson).join(",")}]`;
    }
    if (value !== null && typeof value === "object") {
        return `{${Object.keys(value)
            .filter((k) => value[k] !== undefined)
            .sort()
            .map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`)
            .join(",")}}`;
    }
    return JSON.stringify(value ?? null);
}
function argsDigest(args) {
    return (0, node_crypto_1.createHash)("sha256").update(canonicalJson(args)).digest("base64url");
}
/**
 * Signs `payload` for one more round of `binding.tool`, for `binding.userId` and
 * the exact `binding.args`, valid for ten minutes. Signed, not encrypted: the
 * client can read it, so nothing secret goes in.
 */
function seal(payload, binding) {
    const claims = {
        p: payload,
        sub: binding.userId,
        tool: binding.tool,
        ad: argsDigest(binding.args),
        exp: nowSeconds() + exports.STATE_TTL_SECONDS,
    };
    const body = Buffer.from(JSON.stringify(claims), "utf8").toString("base64url");
    return `${body}.${macOf(config_1.config.stateKeys[0], body).toString("base64url")}`;
}
function verifyMac(body, macText) {
    if (!CANONICAL_MAC.test(macText)) {
        return false;
    }
    const presented = Buffer.from(macText, "base64url");
    let genuine = false;
    // Every key is tried, whichever matches: the time taken does not depend on which one does.
    for (const key of config_1.config.stateKeys) {
        const expected = macOf(key, body);
        genuine = (presented.length === expected.length && (0, node_crypto_1.timingSafeEqual)(presented, expected)) || genuine;
    }
    return genuine;
}
function open(token, binding) {
    if (typeof token !== "string" || token.length > 8192) {
        return { ok: false, reason: "malformed" };
    }
    const dot = token.lastIndexOf(".");
    if (dot <= 0) {
        return { ok: false, reason: "malformed" };
    }
    const body = token.slice(0, dot);
    if (!verifyMac(body, token.slice(dot + 1))) {
        return { ok: false, reason: "signature" };
    }
    let claims;
    try {
        claims = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
    }
    catch {
        return { ok: false, reason: "malformed" };
    }
    if (typeof claims?.exp !== "number" || claims.exp <= nowSeconds()) {
        return { ok: false, reason: "expired" };
    }
    if (claims.sub !== binding.userId) {
        return { ok: false, reason: "user" };
    }
    if (claims.tool !== binding.tool) {
        return { ok: false, reason: "tool" };
    }
    if (claims.ad !== argsDigest(binding.args)) {
        return { ok: false, reason: "args" };
    }
    return { ok: true, state: claims.p };
}
function refusal(reason) {
    return {
        isError: true,
        content: [{ type: "text", text: `This confirmation can't be used (${reason}). Start the action again.` }],
    };
}
//# sourceMappingURL=sealer.js.map
