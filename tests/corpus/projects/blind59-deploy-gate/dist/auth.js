"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.verifier = void 0;
exports.callerOf = callerOf;
const config_1 = require("./config");
const basic = `Basic ${Buffer.from(`${config_1.config.introspection.clientId}:${config_1.config.introspection.clientSecret}`).toString("base64")}`;
exports.verifier = {
    async verifyAccessToken(token) {
        const res = await fetch(config_1.config.introspection.url, {
            method: "POST",
            headers: { authorization: basic, "content-type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams({ token, token_type_hint: "access_token" }),
        });
        if (!res.ok) {
            throw new Error(`introspection failed: ${res.status}`);
        }
        const body = (await res.json());
        if (!body.active || typeof body.sub !== "string" || typeof body.exp !== "number") {
            throw new Error("inactive token");
        }
        return {
            token,
            clientId: body.client_id,
            scopes: (body.scope ?? "").split(" ").filter(Boolean),
            expiresAt: body.exp,
            extra: { userId: body.sub, tokenType: body.token_type ?? "Bearer" },
        };
    },
};
/** The person behind the call (never the OAuth client, which every user of the assistant shares). */
function callerOf(extra) {
    const userId = extra.authInfo?.extra?.userId;
    if (typeof userId !== "string" || userId === "") {
        throw new Error("deploy-gate: no authenticated user on this request");
    }
    return userId;
}
//# sourceMappingURL=auth.js.map
