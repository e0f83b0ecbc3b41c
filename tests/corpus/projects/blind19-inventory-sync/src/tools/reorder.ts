import { z } from "zod";
import { argsDigest } from "../crypto/sealed-state.js";
import { accepted, definePlugin, err, form, ok } from "./plugin.js";

const NAME = "reorder_sku";

const price = (cents: number, currency: string) =>
  new Intl.NumberFormat("en-GB", { style: "currency", currency }).format(cents / 100);

export default definePlugin({
  name: NAME,
  description: "Ask the supplier for a quote and, once you approve it, place a purchase order.",
  requiredScope: "inventory:purchase",
  destructive: true,
  schema: z.object({
    sku: z.string().regex(/^[A-Z0-9-]{4,32}$/),
    quantity: z.number().int().min(1).max(10_000),
    poReference: z.string().max(40),
  }),

  async handle(args, ctx) {
    const binding = { sub: ctx.principal.userId, tool: NAME, argsDigest: argsDigest(args) };

    if (!ctx.requestState) {
      const quote = await ctx.supplier.quote(args.sku, args.quantity);
      const quoteHandle = ctx.quotes.hold(ctx.principal.userId, quote);
      return {
        resultType: "input_required",
        inputRequests: {
          approve: form(
            `${quote.quantity} × ${quote.sku} at ${price(quote.unitPriceCents, quote.currency)} each, ` +
              `delivered in ${quote.deliveryDays} days. Place the order?`,
            { approve: { type: "boolean" } },
            ["approve"],
          ),
        },
        requestState: ctx.box.seal({ quoteHandle }, binding),
      };
    }

    const { quoteHandle } = ctx.box.open<{ quoteHandle: string }>(ctx.requestState, binding);
    const quote = ctx.quotes.take(quoteHandle, ctx.principal.userId);
    if (!quote) return err("That quote is no longer available; ask again.");
    if (accepted(ctx, "approve")?.approve !== true) return ok("Order not placed.");

    const { orderId } = await ctx.supplier.order(quote, args.poReference);
    return ok(`Order ${orderId} placed (${args.poReference}).`);
  },
});
