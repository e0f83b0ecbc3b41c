import { config } from "./config";
import type { Caller } from "./state";

export interface ExpenseClaim {
  id: string;
  title: string;
  submitter: string;
  currency: string;
}

export interface ErpClient {
  getExpense(caller: Caller, expenseId: string): Promise<ExpenseClaim>;
  approveExpense(caller: Caller, expenseId: string, body: { amountCents: number; note?: string }): Promise<{ payoutId: string }>;
  previewSync(caller: Caller, ledgerId: string, since?: string): Promise<{ count: number; ledgerName: string }>;
  runSync(caller: Caller, ledgerId: string, since?: string): Promise<{ imported: number }>;
}

/** Thin fetch wrapper; the ERP trusts the user's own bearer token (token exchange happens at the gateway). */
export function createErpClient(baseUrl = config.erp.baseUrl): ErpClient {
  async function call<T>(caller: Caller, method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(new URL(path, baseUrl), {
      method,
      headers: {
        authorization: `Bearer ${caller.bearer}`,
        "x-tenant": caller.tenantId,
        ...(body ? { "content-type": "application/json" } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(config.erp.timeoutMs),
    });
    if (!res.ok) throw new Error(`ERP ${method} ${path} failed: ${res.status}`);
    return (await res.json()) as T;
  }

  return {
    getExpense: (caller, id) => call(caller, "GET", `/v2/expenses/${encodeURIComponent(id)}`),
    approveExpense: (caller, id, body) => call(caller, "POST", `/v2/expenses/${encodeURIComponent(id)}/approve`, body),
    previewSync: (caller, ledgerId, since) =>
      call(caller, "GET", `/v2/ledgers/${encodeURIComponent(ledgerId)}/feed-preview${since ? `?since=${encodeURIComponent(since)}` : ""}`),
    runSync: (caller, ledgerId, since) => call(caller, "POST", `/v2/ledgers/${encodeURIComponent(ledgerId)}/feed-sync`, { since }),
  };
}
