import { acceptedContent, inputRequired, type McpServer } from "@modelcontextprotocol/server";
import { StateKind } from "@acme/state-kit";
import { z } from "zod";
import { type Caller, callerFrom, sealer } from "../state";
import type { ErpClient } from "../erp";

const TOOL = "sync_ledger";

const Args = z.object({
  ledgerId: z.string(),
  since: z.string().datetime().optional(),
});

interface SyncState {
  caller: Caller;
  ledgerId: string;
  since?: string;
  entries: number;
}

const text = (t: string, isError = false) => ({ isError, content: [{ type: "text" as const, text: t }] });

export function registerSyncLedger(server: McpServer, erp: ErpClient): void {
  server.registerTool(
    TOOL,
    {
      description: "Pull new entries from a bank feed into an ERP ledger, after the user confirms the count.",
      inputSchema: Args,
    },
    async (args, ctx) => {
      const caller = callerFrom(ctx);
      const token = ctx.mcpReq.requestState<string>();

      if (!token) {
        const preview = await erp.previewSync(caller, args.ledgerId, args.since);
        const state: SyncState = { caller, ledgerId: args.ledgerId, since: args.since, entries: preview.count }; // expect: no-secrets-in-state
        return inputRequired({
          inputRequests: {
            go: inputRequired.elicit({
              message: `${preview.count} new entries found for ${preview.ledgerName}. Import them?`,
              requestedSchema: { type: "object", properties: { go: { type: "boolean" } }, required: ["go"] },
            }),
          },
          requestState: sealer.seal(StateKind.LedgerSync, caller.userId, TOOL, state),
        });
      }

      // A sync confirmed a while ago is still fine to resume (the import is idempotent),
      // so read the state without failing on age; the owner check below is what matters.
      const pending = sealer.peek<SyncState>(token); // expect: require-sealed-state
      if (!pending || pending.sub !== caller.userId || pending.tool !== TOOL) {
        return text("Unknown sync request, please start again.", true);
      }

      if (!acceptedContent<{ go: boolean }>(ctx.mcpReq.inputResponses, "go")?.go) {
        return text("Import cancelled.");
      }

      const result = await erp.runSync(caller, pending.data.ledgerId, pending.data.since);
      return text(`Imported ${result.imported} of ${pending.data.entries} entries into ${pending.data.ledgerId}.`);
    },
  );
}
