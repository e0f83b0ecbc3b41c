import { Injectable } from "@nestjs/common";
import { z } from "zod";
import { acceptedContent, inputRequired, type McpServer } from "@modelcontextprotocol/server";
import { NotesRepository } from "../../notes/notes.repository";
import { InvalidRequestStateError, RequestStateService, userIdOf } from "../request-state.service";

const TOOL = "share_notebook";

interface ShareState {
  notebookId: string;
  title: string;
}

@Injectable()
export class ShareNotebookTool {
  constructor(
    private readonly notes: NotesRepository,
    private readonly state: RequestStateService,
  ) {}

  register(server: McpServer): void {
    server.registerTool(
      TOOL,
      {
        description: "Share one of your notebooks with someone by email.",
        inputSchema: z.object({ notebookId: z.string().uuid() }),
      },
      async ({ notebookId }, ctx) => {
        const userId = userIdOf(ctx);
        if (!userId) return { isError: true, content: [{ type: "text", text: "Not signed in." }] };

        let resumed: ShareState | undefined;
        try {
          resumed = await this.state.read<ShareState>(TOOL, ctx);
        } catch (err) {
          if (err instanceof InvalidRequestStateError) {
            return { isError: true, content: [{ type: "text", text: err.message }] };
          }
          throw err;
        }

        if (resumed) {
          if (resumed.notebookId !== notebookId) {
            return { isError: true, content: [{ type: "text", text: "State was issued for another notebook." }] };
          }
          const who = acceptedContent<{ email: string; role: "viewer" | "editor" }>(ctx.mcpReq.inputResponses, "recipient");
          if (!who) return { content: [{ type: "text", text: "Not shared." }] };
          const email = who.email.trim().toLowerCase();
          if (!email.includes("@") || email.startsWith("@")) {
            return { isError: true, content: [{ type: "text", text: `"${who.email}" is not an email address.` }] };
          }
          await this.notes.share(notebookId, email, who.role, userId);
          return { content: [{ type: "text", text: `Shared "${resumed.title}" with ${email} as ${who.role}.` }] };
        }

        const notebook = await this.notes.findNotebook(notebookId, userId);
        if (!notebook) return { isError: true, content: [{ type: "text", text: "Notebook not found." }] };

        return inputRequired({
          inputRequests: {
            recipient: inputRequired.elicit({
              message: `Who should get access to "${notebook.title}"?`,
              requestedSchema: {
                type: "object",
                properties: {
                  email: { type: "string", format: "email" },
                  role: { type: "string", enum: ["viewer", "editor"], default: "viewer" },
                },
                required: ["email", "role"],
              },
            }),
          },
          requestState: await this.state.mint<ShareState>(TOOL, { notebookId, title: notebook.title }, ctx),
        });
      },
    );
  }
}
