"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.verifier = void 0;
const jose_1 = require("jose");
const config_1 = require("../config");
const jwks = (0, jose_1.createRemoteJWKSet)(new URL("/.well-known/jwks.json", config_1.settings.issuer));
exports.verifier = {
    async verifyAccessToken(token) {
        const { payload } = await (0, jose_1.jwtVerify)(token, jwks, {
            issuer: config_1.settings.issuer,
            audience: config_1.settings.audience,
        });
        const scopes = typeof payload.scope === "string" ? payload.scope.split(" ").filter(Boolean) : [];
        return {
            token,
            clientId: String(payload.azp ?? payload.client_id ?? "unknown"),
            scopes,
            expiresAt: payload.exp,
            extra: { userId: payload.sub, email: payload.email },
        };
    },
};
//# sourceMappingURL=verifier.js.map
