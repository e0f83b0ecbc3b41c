import { z } from "zod";
import { argsDigest } from "../crypto/sealed-state.js";
import { accepted, definePlugin, err, form, ok } from "./plugin.js";

const NAME = "adjust_stock";

export default definePlugin({
  name: NAME,
  description: "Correct the on-hand quantity of a SKU in one warehouse (shrinkage, recount, damage).",
  requiredScope: "inventory:write",
  destructive: true,
  schema: z.object({
    sku: z.string().regex(/^[A-Z0-9-]{4,32}$/),
    warehouse: z.string().min(2),
    delta: z.number().int().refine((n) => n !== 0, "delta must not be zero"),
    reason: z.enum(["recount", "damage", "shrinkage", "return"]),
  }),

  async handle(args, ctx) {
    const binding = { sub: ctx.principal.userId, tool: NAME, argsDigest: argsDigest(args) };

    if (!ctx.requestState) {
      const { allowed } = await ctx.warehouse.canManage(ctx.principal.userId, args.warehouse);
      if (!allowed) return err(`You do not manage warehouse ${args.warehouse}.`);
      const level = await ctx.warehouse.stock(args.sku, args.warehouse);
      if (level.onHand + args.delta < level.reserved) {
        return err(`That would leave ${level.onHand + args.delta} on hand but ${level.reserved} are reserved.`);
      }
      return {
        resultType: "input_required",
        inputRequests: {
          confirm: form(
            `Change ${args.sku} in ${args.warehouse} from ${level.onHand} to ${level.onHand + args.delta} (${args.reason})? Type the SKU to confirm.`,
            { sku: { type: "string", title: "SKU" } },
            ["sku"],
          ),
        },
        requestState: ctx.box.seal({ before: level.onHand }, binding),
      };
    }

    const { before } = ctx.box.open<{ before: number }>(ctx.requestState, binding);
    const answer = accepted(ctx, "confirm");
    if (!answer) return ok("Adjustment cancelled.");
    if (answer.sku !== args.sku) return err("The SKU you typed does not match; nothing was changed.");

    const after = await ctx.warehouse.adjust({ ...args, actor: ctx.principal.userId });
    return ok(`${args.sku} @ ${args.warehouse}: ${before} → ${after.onHand}.`);
  },
});
