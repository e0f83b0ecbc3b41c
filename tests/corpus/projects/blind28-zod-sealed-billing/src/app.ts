import express, { type NextFunction, type Request, type Response } from "express";
import passport, { requireUser } from "./auth/passport.js";
import { env } from "./lib/env.js";
import { describePending, issueRefund, REFUND_TOOL } from "./tools/refund.js";

type Handler = (req: Request, params: unknown) => Promise<Record<string, unknown>>;

const tools: Record<string, { handler: Handler; meta: Record<string, unknown> }> = {
  [REFUND_TOOL]: {
    handler: issueRefund,
    meta: {
      description: "Refund a charge (asks the user to confirm).",
      inputSchema: {
        type: "object",
        properties: { chargeId: { type: "string" }, amount: { type: "integer" }, reason: { type: "string" } },
        required: ["chargeId", "amount"],
      },
      annotations: { destructiveHint: true },
    },
  },
  describe_pending_refund: {
    handler: describePending,
    meta: { description: "Explain a pending refund confirmation.", inputSchema: { type: "object", properties: {} } },
  },
};

const app = express();
app.use(express.json({ limit: "256kb" }));
app.use(passport.initialize());

app.post("/mcp", requireUser, async (req: Request, res: Response, next: NextFunction) => {
  const { id, method, params } = req.body ?? {};
  try {
    if (method === "tools/list") {
      return res.json({ jsonrpc: "2.0", id, result: { tools: Object.entries(tools).map(([name, t]) => ({ name, ...t.meta })) } });
    }
    if (method === "tools/call") {
      const tool = tools[params?.name];
      if (!tool) return res.json({ jsonrpc: "2.0", id, error: { code: -32602, message: "Unknown tool" } });
      return res.json({ jsonrpc: "2.0", id, result: await tool.handler(req, params) });
    }
    return res.json({ jsonrpc: "2.0", id, error: { code: -32601, message: "Method not found" } });
  } catch (err) {
    next(err);
  }
});

app.listen(env.PORT, () => console.log(`billing MCP on :${env.PORT}`));
