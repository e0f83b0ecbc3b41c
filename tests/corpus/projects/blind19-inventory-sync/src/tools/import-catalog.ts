import { z } from "zod";
import { argsDigest } from "../crypto/sealed-state.js";
import { accepted, definePlugin, err, form, ok } from "./plugin.js";

const NAME = "import_supplier_catalog";

interface ImportState {
  supplierId: string;
  offered: string[];
  /** Sealed with AES-GCM, so the client never sees it. */
  supplierRefreshToken: string;
}

export default definePlugin({
  name: NAME,
  description: "Import product categories from your linked supplier account into the catalogue.",
  requiredScope: "inventory:write",
  schema: z.object({}),

  async handle(args, ctx) {
    const binding = { sub: ctx.principal.userId, tool: NAME, argsDigest: argsDigest(args) };

    if (!ctx.requestState) {
      const grant = await ctx.warehouse.supplierGrant(ctx.principal.userId);
      if (!grant) return err("Link a supplier account in the warehouse portal first.");
      const state: ImportState = {
        supplierId: grant.supplierId,
        offered: grant.categories,
        supplierRefreshToken: grant.refreshToken,
      };
      return {
        resultType: "input_required",
        inputRequests: {
          pick: form(
            "Which categories should be imported?",
            { categories: { type: "array", items: { type: "string", enum: grant.categories } } },
            ["categories"],
          ),
        },
        requestState: ctx.box.seal(state, binding),
      };
    }

    const state = ctx.box.open<ImportState>(ctx.requestState, binding);
    const picked = accepted(ctx, "pick")?.categories;
    if (!Array.isArray(picked) || picked.length === 0) return ok("Nothing imported.");
    const categories = picked.filter((c): c is string => typeof c === "string" && state.offered.includes(c));

    const { imported } = await ctx.warehouse.importCatalog({
      supplierId: state.supplierId,
      categories,
      refreshToken: state.supplierRefreshToken,
      actor: ctx.principal.userId,
    });
    return ok(`Imported ${imported} products from ${categories.length} categories.`);
  },
});
