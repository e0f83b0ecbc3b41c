"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.callerOf = callerOf;
/**
 * The end user behind a tool call. The OAuth client id is the assistant, not the
 * person, so it is never used here.
 */
function callerOf(extra) {
    const info = extra.authInfo;
    const id = info?.extra?.userId ?? info?.extra?.sub;
    if (typeof id !== "string" || id.length === 0) {
        throw new Error("ledger-mcp: request carries no authenticated user; is requireBearerAuth mounted in front of /mcp?");
    }
    return id;
}
//# sourceMappingURL=principal.js.map
