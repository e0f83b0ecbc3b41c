import { McpServer } from "@modelcontextprotocol/server";
import { BillingClient } from "../billing";
import { env } from "../env";
import { stateCodec } from "../state/codec";
import { registerRefundInvoice } from "./tools/refund-invoice";

export interface ServerScope {
  orgId: string;
}

/** One McpServer per HTTP request (createMcpHandler calls this factory). */
export function buildServer({ orgId }: ServerScope): McpServer {
  const server = new McpServer(
    { name: "invoices", version: "0.4.2" },
    {
      capabilities: { tools: {} },
      requestState: { verify: stateCodec.verify },
    },
  );

  const billing = new BillingClient(env.BILLING_API_URL, orgId);
  registerRefundInvoice(server, billing);

  return server;
}
