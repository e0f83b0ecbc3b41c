import { z } from "zod";
import { err, fromPromise, ok, type Result } from "./result";

export const Invoice = z.object({
  id: z.string(),
  number: z.string(),
  orgId: z.string(),
  status: z.enum(["draft", "open", "paid", "void", "refunded"]),
  totalCents: z.number().int(),
  currency: z.string().length(3),
  customer: z.object({ id: z.string(), name: z.string(), email: z.string().email() }),
});
export type Invoice = z.infer<typeof Invoice>;

const Refund = z.object({ id: z.string(), invoiceId: z.string(), amountCents: z.number().int() });
export type Refund = z.infer<typeof Refund>;

export class BillingClient {
  constructor(
    private readonly baseUrl: string,
    private readonly orgId: string,
  ) {}

  private async call<T>(path: string, schema: z.ZodType<T>, bearer: string, init?: RequestInit): Promise<Result<T>> {
    const res = await fromPromise(
      fetch(`${this.baseUrl}/orgs/${encodeURIComponent(this.orgId)}${path}`, {
        ...init,
        headers: { authorization: `Bearer ${bearer}`, "content-type": "application/json", ...init?.headers },
        cache: "no-store",
      }),
    );
    if (!res.ok) return res;
    if (!res.value.ok) return err(new Error(`billing ${res.value.status} on ${path}`));
    const parsed = schema.safeParse(await res.value.json());
    return parsed.success ? ok(parsed.data) : err(parsed.error);
  }

  getInvoice(invoiceId: string, bearer: string) {
    return this.call(`/invoices/${encodeURIComponent(invoiceId)}`, Invoice, bearer);
  }

  refund(invoiceId: string, amountCents: number, reason: string, bearer: string) {
    return this.call(`/invoices/${encodeURIComponent(invoiceId)}/refunds`, Refund, bearer, {
      method: "POST",
      body: JSON.stringify({ amount_cents: amountCents, reason }),
    });
  }
}
