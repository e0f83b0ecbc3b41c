// Registers the purge_notebook tool, which deletes every note in a notebook after a signed confirmation.
// @ts-nocheck
import { type McpServer, acceptedContent, inputRequired } from "@modelcontextprotocol/server";
import { z } from "zod";
import { type CallerCtx, type PurgeCodec, type PurgeState, userOf } from "../codec.ts";
import { argsDigest } from "../digest.ts";
import type { NotesRepo } from "../notes.ts";

const TOOL = "purge_notebook";

interface Ctx extends CallerCtx {
  mcpReq: { inputResponses?: Record<string, unknown>; requestState<T = string>(): T | undefined };
}

const reply = (text: string, isError = false) => ({ content: [{ type: "text" as const, text }], isError });

export function registerPurgeNotebook(server: McpServer, notes: NotesRepo, codec: PurgeCodec): void {
  server.registerTool(
    TOOL,
    {
      description: "Permanently delete every note in a notebook. Always asks for confirmation.",
      inputSchema: { notebookId: z.string().min(1), includeArchived: z.boolean().default(false) },
      annotations: { destructiveHint: true },
    },
    async (args, ctx: Ctx) => {
      const userId = userOf(ctx);
      const digest = await argsDigest(TOOL, args);
      const raw = ctx.mcpReq.requestState<string>();
      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, "confirm");

      if (raw && answer) {
        let state: PurgeState;
        try {
          state = await codec.verify(raw, ctx);
        } catch {
          return reply("The confirmation is invalid or has expired. Nothing was deleted.", true);
        }
        // Tool and exact arguments are part of the signed payload; check them here.
        if (state.tool !== TOOL || state.digest !== digest) {
          return reply("The confirmation was for a different request. Nothing was deleted.", true);
        }
        if (!answer.confirm) return reply("Cancelled; nothing was deleted.");
        const n = await notes.purgeNotebook(userId, args.notebookId, args.includeArchived);
        return reply(`Deleted ${n} notes from ${args.notebookId}.`);
      }

      const count = await notes.count(userId, args.notebookId, args.includeArchived);
      if (count === 0) return reply(`Notebook ${args.notebookId} is already empty.`);
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: `Permanently delete ${count} notes from ${args.notebookId}? This cannot be undone.`,
            requestedSchema: {
              type: "object",
              properties: { confirm: { type: "boolean", title: "Delete them" } },
              required: ["confirm"],
            },
          }),
        },
        requestState: await codec.mint({ tool: TOOL, digest, count }, ctx),
      });
    },
  );
}
