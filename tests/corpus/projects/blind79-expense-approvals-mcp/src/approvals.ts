// Client for the approvals service that routes submitted reports to managers and withdraws voided ones.
// @ts-nocheck

export function approvalsClient({ baseUrl, apiKey, apiVersion }: { baseUrl: string; apiKey: string; apiVersion: string }) {
  async function post(path: string, body: unknown, opts: { idempotencyKey: string; version?: string }) {
    const res = await fetch(new URL(path, baseUrl), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-api-key': apiKey,
        'approvals-version': opts.version ?? apiVersion,
        'idempotency-key': opts.idempotencyKey,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`approvals ${path}: HTTP ${res.status}`);
    return res.json();
  }

  return {
    apiVersion,
    submit(report: { id: string; number: string; approverId: string; ownerId: string; totalCents: number; currency: string }, version?: string) {
      return post('/v1/requests', { kind: 'expense_report', ref: report.id, label: report.number, approver: report.approverId, requester: report.ownerId, amount: { cents: report.totalCents, currency: report.currency } }, { idempotencyKey: `submit-${report.id}`, version });
    },
    withdraw(reportId: string, reason: string) {
      return post(`/v1/requests/by-ref/${encodeURIComponent(reportId)}/withdraw`, { reason }, { idempotencyKey: `withdraw-${reportId}` });
    },
  };
}
