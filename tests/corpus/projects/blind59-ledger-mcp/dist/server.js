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
exports.createLedgerServer = createLedgerServer;
const index_js_1 = require("@modelcontextprotocol/sdk/server/index.js");
const types_js_1 = require("@modelcontextprotocol/sdk/types.js");
const refund = __importStar(require("./tools/refund"));
const exportInvoices = __importStar(require("./tools/export"));
const TOOLS = [refund, exportInvoices];
const HANDLERS = new Map(TOOLS.map((t) => [t.TOOL, t.handle]));
function createLedgerServer() {
    const server = new index_js_1.Server({ name: "ledger-mcp", version: "0.9.3" }, { capabilities: { tools: {} } });
    server.setRequestHandler(types_js_1.ListToolsRequestSchema, async () => ({
        tools: TOOLS.map((t) => t.definition),
    }));
    server.setRequestHandler(types_js_1.CallToolRequestSchema, async (request, extra) => {
        const handler = HANDLERS.get(request.params.name);
        if (!handler) {
            throw new types_js_1.McpError(types_js_1.ErrorCode.InvalidParams, `Unknown tool: ${request.params.name}`);
        }
        // 2026-07-28 multi round-trip: requestState / inputResponses ride along in params.
        return handler(request.params, extra);
    });
    return server;
}
//# sourceMappingURL=server.js.map
