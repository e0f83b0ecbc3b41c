import { ulid } from "@std/ulid";

export type ExpenseEvent =
  | { type: "ReportOpened"; reportId: string; owner: string; title: string; at: string }
  | { type: "LineAdded"; reportId: string; amountCents: number; currency: string; category: string; memo: string; at: string }
  | { type: "ReportSubmitted"; reportId: string; by: string; financeRef: string; at: string };

export interface ReportView {
  reportId: string;
  owner: string;
  title: string;
  lines: Array<{ amountCents: number; currency: string; category: string; memo: string }>;
  totalCents: number;
  status: "draft" | "submitted";
}

const kv = await Deno.openKv();

export async function append(event: ExpenseEvent): Promise<void> {
  await kv.set(["expense-events", event.reportId, ulid()], event);
}

export async function load(reportId: string): Promise<ReportView | null> {
  let view: ReportView | null = null;
  for await (const entry of kv.list<ExpenseEvent>({ prefix: ["expense-events", reportId] })) {
    view = apply(view, entry.value);
  }
  return view;
}

function apply(view: ReportView | null, e: ExpenseEvent): ReportView | null {
  switch (e.type) {
    case "ReportOpened":
      return { reportId: e.reportId, owner: e.owner, title: e.title, lines: [], totalCents: 0, status: "draft" };
    case "LineAdded":
      if (!view) return view;
      return {
        ...view,
        lines: [...view.lines, { amountCents: e.amountCents, currency: e.currency, category: e.category, memo: e.memo }],
        totalCents: view.totalCents + e.amountCents,
      };
    case "ReportSubmitted":
      return view && { ...view, status: "submitted" };
  }
}
