import { Injectable } from "@nestjs/common";
import { acceptedContent, inputRequired, type McpServer, type ServerContext } from "@modelcontextprotocol/server";
import { z } from "zod";
import { GrantBoxService } from "../crypto/grant-box.service";
import { DriveClient, type ShareRole } from "../drive/drive.client";
import { RequestStateService, userIdOf } from "../state/request-state.service";
import type { McpTool } from "./index";

const Args = z.object({ documentId: z.string().min(1) });
type Args = z.infer<typeof Args>;

interface ShareState {
  documentId: string;
  /** AES-GCM box from GrantBoxService, not a readable token */
  sealedGrant: string;
}

const ROLES: ShareRole[] = ["reader", "commenter", "writer"];

@Injectable()
export class ShareDocumentTool implements McpTool {
  readonly name = "share_document";

  constructor(
    private readonly drive: DriveClient,
    private readonly states: RequestStateService,
    private readonly grants: GrantBoxService,
  ) {}

  register(server: McpServer): void {
    const codec = this.states.forTool<ShareState>(this.name);
    const aadFor = (userId: string, documentId: string) => `${this.name}|${userId}|${documentId}`;

    server.registerTool(
      this.name,
      { description: "Share a document with someone by e-mail.", inputSchema: Args },
      async (args: Args, ctx: ServerContext) => {
        const userId = userIdOf(ctx);
        const raw = ctx.mcpReq.requestState<string>();

        if (!raw) {
          const userToken = ctx.http?.authInfo?.token;
          if (!userToken) return { isError: true, content: [{ type: "text" as const, text: "Sign in first." }] };
          // The exchange is rate limited, so do it once and carry the (encrypted) grant to round two.
          const grant = await this.drive.exchangeForGrant(userToken, `documents.share:${args.documentId}`);
          return inputRequired({
            inputRequests: {
              share: inputRequired.elicit({
                message: "Who should get access, and with which role?",
                requestedSchema: {
                  type: "object",
                  properties: {
                    email: { type: "string", format: "email" },
                    role: { type: "string", enum: ROLES },
                  },
                  required: ["email", "role"],
                },
              }),
            },
            requestState: await codec.mint(
              { documentId: args.documentId, sealedGrant: this.grants.seal(grant, aadFor(userId, args.documentId)) },
              ctx,
            ),
          });
        }

        let state: ShareState;
        try {
          state = await codec.verify(raw, ctx);
        } catch {
          return { isError: true, content: [{ type: "text" as const, text: "Invalid or expired requestState" }] };
        }
        if (state.documentId !== args.documentId) {
          return { isError: true, content: [{ type: "text" as const, text: "State was issued for another document." }] };
        }

        const answer = acceptedContent<{ email: string; role: ShareRole }>(ctx.mcpReq.inputResponses, "share");
        if (!answer || !ROLES.includes(answer.role)) {
          return { content: [{ type: "text" as const, text: "Nothing was shared." }] };
        }

        const grant = this.grants.open(state.sealedGrant, aadFor(userId, state.documentId));
        if (grant.expiresAt * 1000 <= Date.now()) {
          return { isError: true, content: [{ type: "text" as const, text: "The delegated grant expired, please try again." }] };
        }
        await this.drive.share(grant, state.documentId, answer.email, answer.role);
        return { content: [{ type: "text" as const, text: `Shared with ${answer.email} as ${answer.role}.` }] };
      },
    );
  }
}
