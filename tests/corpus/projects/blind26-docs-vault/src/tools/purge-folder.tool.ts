import { createHash, randomUUID } from "node:crypto";
import { Injectable } from "@nestjs/common";
import { acceptedContent, inputRequired, type McpServer, type ServerContext } from "@modelcontextprotocol/server";
import { z } from "zod";
import { DriveClient, type FolderSummary } from "../drive/drive.client";
import { RequestStateService, STATE_TTL_SECONDS, userIdOf } from "../state/request-state.service";
import type { McpTool } from "./index";

const Args = z.object({ folderId: z.string().uuid() });
type Args = z.infer<typeof Args>;

interface PurgeState {
  planId: string;
  argsDigest: string;
}

interface PurgePlan {
  userId: string;
  folder: FolderSummary;
  expiresAt: number;
}

/** Canonical digest of the arguments a confirmation was given for. */
const digestArgs = (args: Args): string =>
  createHash("sha256").update(JSON.stringify({ folderId: args.folderId })).digest("hex");

const fail = (text: string) => ({ isError: true, content: [{ type: "text" as const, text }] });

@Injectable()
export class PurgeFolderTool implements McpTool {
  readonly name = "purge_folder";

  /** Plans stay on the server; the client only ever holds a random plan id. */
  private readonly plans = new Map<string, PurgePlan>();

  constructor(
    private readonly drive: DriveClient,
    private readonly states: RequestStateService,
  ) {}

  register(server: McpServer): void {
    const codec = this.states.forTool<PurgeState>(this.name);

    server.registerTool(
      this.name,
      {
        description: "Permanently delete a folder and everything in it. Asks the user to type the folder name.",
        inputSchema: Args,
        annotations: { destructiveHint: true },
      },
      async (args: Args, ctx: ServerContext) => {
        const userId = userIdOf(ctx);
        const auth = ctx.http?.authInfo;
        if (!auth?.scopes.includes("docs:purge")) return fail("Missing scope docs:purge.");

        const raw = ctx.mcpReq.requestState<string>();
        if (!raw) {
          this.sweep();
          const folder = await this.drive.folder(auth.token, args.folderId);
          const planId = randomUUID();
          this.plans.set(planId, { userId, folder, expiresAt: Date.now() + STATE_TTL_SECONDS * 1000 });
          return inputRequired({
            inputRequests: {
              confirm: inputRequired.elicit({
                message: `This deletes "${folder.name}" with ${folder.documentCount} documents for good. Type the folder name to confirm.`,
                requestedSchema: {
                  type: "object",
                  properties: { folderName: { type: "string", title: "Folder name" } },
                  required: ["folderName"],
                },
              }),
            },
            requestState: await codec.mint({ planId, argsDigest: digestArgs(args) }, ctx),
          });
        }

        // Cheap format check before doing any crypto; the codec does the real verification.
        if (!raw.startsWith("v1.")) return fail("Invalid or expired requestState");
        let state: PurgeState;
        try {
          state = await codec.verify(raw, ctx);
        } catch {
          return fail("Invalid or expired requestState");
        }
        if (state.argsDigest !== digestArgs(args)) return fail("The confirmation was for a different folder.");

        const plan = this.plans.get(state.planId);
        this.plans.delete(state.planId);
        if (!plan || plan.userId !== userId || plan.expiresAt <= Date.now()) return fail("This purge is no longer pending.");

        const typed = acceptedContent<{ folderName: string }>(ctx.mcpReq.inputResponses, "confirm")?.folderName;
        if (typed?.trim() !== plan.folder.name) {
          return { content: [{ type: "text" as const, text: "Folder name did not match; nothing was deleted." }] };
        }

        const { deleted } = await this.drive.purgeFolder(auth.token, plan.folder.id);
        return { content: [{ type: "text" as const, text: `Deleted "${plan.folder.name}" (${deleted} documents).` }] };
      },
    );
  }

  private sweep(now = Date.now()): void {
    for (const [id, plan] of this.plans) if (plan.expiresAt <= now) this.plans.delete(id);
  }
}
