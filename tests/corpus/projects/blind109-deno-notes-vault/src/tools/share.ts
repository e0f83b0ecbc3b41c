// Registers the share_note tool, which asks for a recipient and permission before sharing a note.
// @ts-nocheck
import { type McpServer, acceptedContent, inputRequired } from "@modelcontextprotocol/server";
import { z } from "zod";
import { userOf, type CallerCtx } from "../codec.ts";
import type { NotesRepo } from "../notes.ts";
import type { PendingShares } from "../pending.ts";

const TOOL = "share_note";

interface Ctx extends CallerCtx {
  mcpReq: { inputResponses?: Record<string, unknown>; requestState<T = string>(): T | undefined };
}

const reply = (text: string, isError = false) => ({ content: [{ type: "text" as const, text }], isError });

export function registerShareNote(server: McpServer, notes: NotesRepo, pending: PendingShares): void {
  server.registerTool(
    TOOL,
    {
      description: "Share one of your notes with someone by e-mail. Asks who and with what permission.",
      inputSchema: { noteId: z.string().uuid() },
    },
    async ({ noteId }, ctx: Ctx) => {
      const userId = userOf(ctx);
      const handle = ctx.mcpReq.requestState<string>();
      const form = acceptedContent<{ email: string; permission: "read" | "edit" }>(
        ctx.mcpReq.inputResponses,
        "recipient",
      );

      if (handle && form) {
        const rec = await pending.take(handle, userId, TOOL);
        if (!rec || rec.noteId !== noteId) return reply("That share request expired or does not match; try again.", true);
        const note = await notes.share(userId, rec.noteId, form.email, form.permission);
        return reply(`"${note.title}" is now shared with ${form.email} (${form.permission}).`);
      }

      const note = await notes.get(userId, noteId);
      if (!note) return reply(`No note ${noteId}.`, true);
      return inputRequired({
        inputRequests: {
          recipient: inputRequired.elicit({
            message: `Share "${note.title}" with whom?`,
            requestedSchema: {
              type: "object",
              properties: {
                email: { type: "string", format: "email" },
                permission: { type: "string", enum: ["read", "edit"], default: "read" },
              },
              required: ["email"],
            },
          }),
        },
        requestState: await pending.put({ userId, tool: TOOL, noteId, title: note.title }),
      });
    },
  );
}
