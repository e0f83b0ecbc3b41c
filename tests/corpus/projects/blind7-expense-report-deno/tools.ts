import { append, load } from "./events.ts";
import { hashArgs, seal, unseal } from "./state.ts";

export interface CallContext {
  userId: string;
  credential: string;
  inputResponses?: Record<string, { action: string; content?: Record<string, unknown> }>;
  requestState?: string;
}

type Args = Record<string, unknown>;
type Tool = ((args: Args, ctx: CallContext) => Promise<unknown>) & { meta?: Record<string, unknown> };

const FINANCE_API = Deno.env.get("FINANCE_API") ?? "https://finance.internal.example";

const out = (text: string, isError = false) => ({ content: [{ type: "text", text }], isError });

const money = (cents: number) => (cents / 100).toFixed(2);

async function submitReport(args: Args, ctx: CallContext) {
  const reportId = String(args.reportId ?? "");
  const argsHash = await hashArgs(args);

  if (!ctx.requestState) {
    const report = await load(reportId);
    if (!report || report.owner !== ctx.userId) return out("No such report.", true);
    if (report.status !== "draft") return out("Report already submitted.", true);
    return {
      resultType: "input_required",
      inputRequests: {
        confirm: {
          method: "elicitation/create",
          params: {
            mode: "form",
            message: `Submit "${report.title}" with ${report.lines.length} lines, total ${money(report.totalCents)}?`,
            requestedSchema: { type: "object", properties: { submit: { type: "boolean" } }, required: ["submit"] },
          },
        },
      },
      requestState: await seal({ // expect: require-state-binding
        sub: ctx.userId,
        tool: "submit_report",
        reportId,
        argsHash,
        onBehalfOf: ctx.credential, // expect: no-secrets-in-state
      }),
    };
  }

  const state = await unseal(ctx.requestState);
  if (!state || state.sub !== ctx.userId || state.tool !== "submit_report" || state.argsHash !== argsHash) {
    return out("Invalid or expired requestState", true);
  }
  if (ctx.inputResponses?.confirm?.content?.submit !== true) return out("Kept as draft.");
  const res = await fetch(`${FINANCE_API}/reports/${encodeURIComponent(state.reportId)}/submit`, {
    method: "POST",
    headers: { authorization: state.onBehalfOf ?? "" },
  });
  if (!res.ok) return out(`Finance rejected the report (${res.status}).`, true);
  const { ref } = await res.json();
  await append({ type: "ReportSubmitted", reportId: state.reportId, by: ctx.userId, financeRef: ref, at: new Date().toISOString() });
  return out(`Submitted, finance reference ${ref}.`);
}
submitReport.meta = {
  description: "Submit a draft expense report to finance for reimbursement.",
  inputSchema: { type: "object", properties: { reportId: { type: "string" } }, required: ["reportId"] },
  annotations: { destructiveHint: true },
};

async function addExpenseLine(args: Args, ctx: CallContext) {
  const report = await load(String(args.reportId));
  if (!report || report.owner !== ctx.userId || report.status !== "draft") return out("Report not editable.", true);
  const amountCents = Math.round(Number(args.amount) * 100);
  if (!Number.isFinite(amountCents) || amountCents <= 0) return out("Amount must be positive.", true);
  await append({
    type: "LineAdded",
    reportId: report.reportId,
    amountCents,
    currency: String(args.currency ?? "EUR"),
    category: String(args.category ?? "other"),
    memo: String(args.memo ?? ""),
    at: new Date().toISOString(),
  });
  return out(`Added ${money(amountCents)} to ${report.title}.`);
}
addExpenseLine.meta = {
  description: "Add a line to one of your draft expense reports.",
  inputSchema: {
    type: "object",
    properties: { reportId: { type: "string" }, amount: { type: "number" }, currency: { type: "string" }, category: { type: "string" }, memo: { type: "string" } },
    required: ["reportId", "amount"],
  },
};

const impl: Record<string, Tool> = { submit_report: submitReport, add_expense_line: addExpenseLine };

const missing: Tool = async () => out("Unknown tool.", true);

export const tools = new Proxy(impl, {
  get(target, prop) {
    return typeof prop === "string" && Object.hasOwn(target, prop) ? target[prop] : missing;
  },
  ownKeys: (target) => Reflect.ownKeys(target),
});
