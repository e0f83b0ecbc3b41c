"use strict";
var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
      desc = { enumerable: true, get: function() { return m[k]; } };
    }
    Object.defineProperty(o, k2, desc);
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));
var __setModuleDefault = (this && this.__setModuleDefault) || (Object.create ? (function(o, v) {
    Object.defineProperty(o, "default", { enumerable: true, value: v });
}) : function(o, v) {
    o["default"] = v;
});
var __importStar = (this && this.__importStar) || function (mod) {
    if (mod && mod.__esModule) return mod;
    var result = {};
    if (mod != null) for (var k in mod) if (k !== "default" && Object.prototype.hasOwnProperty.call(mod, k)) __createBinding(result, mod, k);
    __setModuleDefault(result, mod);
    return result;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.createGateServer = createGateServer;
const index_js_1 = require("@modelcontextprotocol/sdk/server/index.js");
const types_js_1 = require("@modelcontextprotocol/sdk/types.js");
const zod_1 = require("zod");
const deployer_1 = require("../deployer");
const rollback = __importStar(require("./rollback"));
const promote = __importStar(require("./promote"));
const LIST_RELEASES = "list_releases";
const ListArgs = zod_1.z.object({
    service: zod_1.z.string().regex(/^[a-z][a-z0-9-]{1,62}$/),
    cursor: zod_1.z.string().max(512).optional(),
    limit: zod_1.z.number().int().min(1).max(50).default(20),
});
const listReleases = {
    name: LIST_RELEASES,
    title: "List releases",
    description: "Recent releases of a service, newest first.",
    inputSchema: {
        type: "object",
        properties: { service: { type: "string" }, cursor: { type: "string" }, limit: { type: "integer" } },
        required: ["service"],
    },
    annotations: { readOnlyHint: true },
};
// Paging cursor for list_releases: a position in a public list, not state. The
// worst a client can do with a forged one is skip releases it may read anyway.
const encodeCursor = (after) => Buffer.from(JSON.stringify({ after }), "utf8").toString("base64url");
const decodeCursor = (cursor) => {
    try {
        const { after } = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
        return typeof after === "string" ? after : undefined;
    }
    catch {
        return undefined;
    }
};
async function runListReleases(params) {
    const { service, cursor, limit } = ListArgs.parse(params.arguments ?? {});
    const page = await deployer_1.deployer.releases(service, cursor === undefined ? undefined : decodeCursor(cursor), limit);
    const last = page.items.at(-1);
    return {
        content: [{ type: "text", text: page.items.map((r) => `${r.revision}  ${r.builtAt}  ${r.commit.slice(0, 12)}  ${r.title}`).join("\n") || "No releases." }],
        structuredContent: {
            releases: page.items,
            nextCursor: page.hasMore && last ? encodeCursor(last.revision) : undefined,
        },
    };
}
const TOOLS = [
    { definition: listReleases, handle: runListReleases },
    { definition: rollback.definition, handle: rollback.handle },
    { definition: promote.definition, handle: promote.handle },
];
function createGateServer() {
    const server = new index_js_1.Server({ name: "deploy-gate", version: "1.6.0" }, { capabilities: { tools: {} } });
    const byName = new Map(TOOLS.map((t) => [t.definition.name, t.handle]));
    server.setRequestHandler(types_js_1.ListToolsRequestSchema, async () => ({ tools: TOOLS.map((t) => t.definition) }));
    server.setRequestHandler(types_js_1.CallToolRequestSchema, async (request, extra) => {
        const run = byName.get(request.params.name);
        if (!run) {
            throw new types_js_1.McpError(types_js_1.ErrorCode.InvalidParams, `Unknown tool: ${request.params.name}`);
        }
        return run(request.params, extra);
    });
    return server;
}
//# sourceMappingURL=index.js.map
