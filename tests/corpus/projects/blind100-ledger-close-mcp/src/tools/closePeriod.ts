// close_period: locks an accounting period once the controller confirms; the confirmation is sealed to this exact request.
// @ts-nocheck
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { config } from "../config.js";
import { periods } from "../db.js";
import { Ledger, ToolName, argsDigest } from "../domain.js";
import { SealedState, StateSealError, type Seal } from "../state/sealed.js";
import { LedgerTool, accepted, caller, elicitForm, inputRequired, ledgerTool, reply, roundTrip, type Extra } from "./base.js";

const shape = {
  entityId: z.string().regex(/^ent_[a-z0-9]{8}$/),
  periodId: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/).describe("Period as YYYY-MM"),
};

type CloseArgs = z.infer<z.ZodObject<typeof shape>>;

const confirmations = new SealedState<Ledger.CloseConfirmation>(
  config.state.key,
  Ledger.isCloseConfirmation,
  config.state.ttlMs,
);

@ledgerTool
export class ClosePeriodTool extends LedgerTool<typeof shape> {
  readonly name = ToolName.ClosePeriod;
  readonly title = "Close accounting period";
  readonly description = "Close an open accounting period after every checklist item is done. Asks for confirmation.";
  readonly shape = shape;
  override readonly annotations = { destructiveHint: true };

  async handle(args: CloseArgs, extra: Extra) {
    const who = caller(extra);
    if (!who.scopes.includes("ledger.close")) {
      return reply("Closing periods needs the ledger.close scope.", true);
    }
    const seal: Seal = { userId: who.userId, tool: this.name, argsDigest: argsDigest(this.name, args) };
    const rt = roundTrip(extra);

    if (rt.requestState === undefined) {
      const period = await periods.get(args.entityId, args.periodId);
      if (!period) {
        return reply(`No period ${args.periodId} for ${args.entityId}.`, true);
      }
      if (period.status === "closed") {
        return reply(`Period ${args.periodId} is already closed.`);
      }
      const outstanding = await periods.openChecklistItems(args.entityId, args.periodId);
      if (outstanding.length > 0) {
        return reply(`Cannot close yet; open checklist items:\n- ${outstanding.join("\n- ")}`, true);
      }
      const confirmation: Ledger.CloseConfirmation = {
        entityId: args.entityId,
        periodId: args.periodId,
        checklistVersion: period.checklist_version,
        idempotencyKey: randomUUID(),
      };
      return inputRequired(
        {
          confirm: elicitForm(
            `Close ${args.periodId} for ${args.entityId}? Postings into it will be blocked.`,
            { confirm: { type: "boolean", title: "Close the period" } },
            ["confirm"],
          ),
        },
        confirmations.seal(confirmation, seal),
      );
    }

    let confirmation: Ledger.CloseConfirmation;
    try {
      confirmation = confirmations.open(rt.requestState, seal);
    } catch (err) {
      if (err instanceof StateSealError) {
        return reply("That confirmation is invalid or has expired; run close_period again.", true);
      }
      throw err;
    }

    const answer = accepted<{ confirm: boolean }>(rt, "confirm");
    if (answer?.confirm !== true) {
      return reply(`Period ${confirmation.periodId} left open.`);
    }

    const outcome = await periods.close({ ...confirmation, closedBy: who.userId });
    switch (outcome) {
      case "closed":
        return reply(`Period ${confirmation.periodId} for ${confirmation.entityId} is now closed.`);
      case "already":
        return reply(`Period ${confirmation.periodId} was already closed by this confirmation.`);
      case "stale":
        return reply("The close checklist changed after you confirmed; please review and run again.", true);
    }
  }
}
