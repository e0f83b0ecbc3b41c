import { Vendor } from "../models/Expense.js";
import { elicit, text, type ToolContext, type ToolResult } from "./types.js";

export const name = "list_vendors";

export const definition = {
  name,
  description: "Search the organisation's vendors. Asks for a category when the search is too broad.",
  inputSchema: {
    type: "object",
    properties: { query: { type: "string" } },
    required: ["query"],
  },
  annotations: { readOnlyHint: true },
};

/** What we remember between the two rounds: who asked, in which org, and which search produced the candidates. */
interface Narrowing {
  tool: typeof name;
  userId: string;
  orgId: string;
  query: string;
  categories: string[];
  exp: number;
}

const NARROWING_TTL_MS = 5 * 60 * 1000;

const render = (vendors: Vendor[]) =>
  vendors.map((v) => `- ${v.name} (${v.category}) [${v.id}]`).join("\n") || "No vendors matched.";

export async function run(args: { query: string }, ctx: ToolContext): Promise<ToolResult> {
  if (ctx.requestState) {
    const pending: Narrowing = JSON.parse(Buffer.from(ctx.requestState, "base64url").toString("utf8")); // expect: require-sealed-state
    if (pending.tool !== name || pending.userId !== ctx.principal.userId || pending.exp < Date.now()) {
      return text("That search has expired; please run it again.");
    }
    const picked = ctx.inputResponses?.category?.content?.category;
    const rows = await Vendor.search(pending.orgId, pending.query)
      .modify((qb) => {
        if (typeof picked === "string" && pending.categories.includes(picked)) qb.where({ category: picked });
      })
      .limit(ctx.pageSize);
    return text(render(rows));
  }

  const rows = await Vendor.search(ctx.principal.orgId, args.query).limit(ctx.pageSize + 1);
  if (rows.length <= ctx.pageSize) return text(render(rows));

  const categories = [...new Set(rows.map((v) => v.category))].sort();
  const pending: Narrowing = {
    tool: name,
    userId: ctx.principal.userId,
    orgId: ctx.principal.orgId,
    query: args.query,
    categories,
    exp: Date.now() + NARROWING_TTL_MS,
  };
  return {
    resultType: "input_required",
    inputRequests: {
      category: elicit(
        `"${args.query}" matches more than ${ctx.pageSize} vendors. Pick a category to narrow it down.`,
        { category: { type: "string", enum: categories } },
        ["category"],
      ),
    },
    requestState: Buffer.from(JSON.stringify(pending)).toString("base64url"), // expect: require-sealed-state
  };
}
