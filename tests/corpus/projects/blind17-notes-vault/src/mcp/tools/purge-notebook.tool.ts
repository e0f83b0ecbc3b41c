import { Injectable } from "@nestjs/common";
import { z } from "zod";
import { acceptedContent, inputRequired, type McpServer } from "@modelcontextprotocol/server";
import { NotesRepository } from "../../notes/notes.repository";
import { digestArgs, InvalidRequestStateError, RequestStateService, userIdOf } from "../request-state.service";

const TOOL = "purge_notebook";

interface PurgeState {
  argsDigest: string;
  noteCount: number;
}

const text = (t: string, isError = false) => ({ content: [{ type: "text" as const, text: t }], ...(isError && { isError }) });

@Injectable()
export class PurgeNotebookTool {
  constructor(
    private readonly notes: NotesRepository,
    private readonly state: RequestStateService,
  ) {}

  register(server: McpServer): void {
    server.registerTool(
      TOOL,
      {
        description: "Permanently delete a notebook and every note in it.",
        inputSchema: z.object({ notebookId: z.string().uuid() }),
        annotations: { destructiveHint: true },
      },
      async (args, ctx) => {
        const userId = userIdOf(ctx);
        if (!userId) return text("Not signed in.", true);

        let resumed: PurgeState | undefined;
        try {
          resumed = await this.state.read<PurgeState>(TOOL, ctx);
        } catch (err) {
          if (err instanceof InvalidRequestStateError) return text(err.message, true);
          throw err;
        }

        if (resumed) {
          // The signed state carries a digest of the arguments the user confirmed.
          if (resumed.argsDigest !== digestArgs(args)) {
            return text("These arguments differ from the ones you confirmed.", true);
          }
          const answer = acceptedContent<{ confirmTitle: string }>(ctx.mcpReq.inputResponses, "confirm");
          const notebook = await this.notes.findNotebook(args.notebookId, userId);
          if (!notebook) return text("Notebook not found.", true);
          if (!answer || answer.confirmTitle.trim() !== notebook.title) {
            return text("Title did not match; nothing was deleted.");
          }
          const removed = await this.notes.purge(notebook.id, userId);
          return text(`Deleted "${notebook.title}" and ${removed} notes.`);
        }

        const notebook = await this.notes.findNotebook(args.notebookId, userId);
        if (!notebook) return text("Notebook not found.", true);

        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Delete "${notebook.title}" and its ${notebook.noteCount} notes? Type the notebook title to confirm.`,
              requestedSchema: {
                type: "object",
                properties: { confirmTitle: { type: "string", title: "Notebook title" } },
                required: ["confirmTitle"],
              },
            }),
          },
          requestState: await this.state.mint<PurgeState>(
            TOOL,
            { argsDigest: digestArgs(args), noteCount: notebook.noteCount },
            ctx,
          ),
        });
      },
    );
  }
}
