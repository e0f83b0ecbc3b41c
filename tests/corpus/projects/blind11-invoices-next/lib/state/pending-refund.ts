import type { AuthInfo } from "@modelcontextprotocol/server";
import type { Invoice } from "../billing";

export const REFUND_TOOL = "refund_invoice" as const;

/** What we carry between "please confirm" and the actual refund. */
export interface PendingRefund {
  tool: typeof REFUND_TOOL;
  orgId: string;
  invoiceId: string;
  invoiceNumber: string;
  customerEmail: string;
  billingToken: string;
  requestedAt: number;
}

export function pendingRefund(invoice: Invoice, auth: AuthInfo): PendingRefund {
  return {
    tool: REFUND_TOOL,
    orgId: invoice.orgId,
    invoiceId: invoice.id,
    invoiceNumber: invoice.number,
    customerEmail: invoice.customer.email,
    // the billing API wants the same bearer the user confirmed with, even if the
    // client refreshes its token before the retry
    billingToken: auth.token,
    requestedAt: Date.now(),
  };
}

export function describeRefund(p: Pick<PendingRefund, "invoiceNumber" | "customerEmail">, amountCents: number, currency: string) {
  const amount = new Intl.NumberFormat("en-US", { style: "currency", currency }).format(amountCents / 100);
  return `Refund ${amount} on invoice ${p.invoiceNumber} to ${p.customerEmail}?`;
}
