export interface ReleaseRequest {
  expenseId: string;
  amountCents: number;
  currency: string;
}

export class PaymentsClient {
  constructor(private readonly baseUrl: string) {}

  /** Calls the payments service on behalf of the user (their delegated token). */
  async release(req: ReleaseRequest, userToken: string): Promise<{ payoutId: string }> {
    const res = await fetch(new URL("/v2/payouts", this.baseUrl), {
      method: "POST",
      headers: {
        authorization: `Bearer ${userToken}`,
        "content-type": "application/json",
        "idempotency-key": `expense-${req.expenseId}`,
      },
      body: JSON.stringify(req),
    });
    if (!res.ok) throw new Error(`payments service answered ${res.status}`);
    return (await res.json()) as { payoutId: string };
  }
}
