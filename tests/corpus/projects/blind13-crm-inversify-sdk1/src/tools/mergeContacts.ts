import { inject, injectable } from "inversify";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { requireUser, TYPES, type Extra, type ToolModule } from "../types.js";
import type { ContactRepository } from "../repositories/ContactRepository.js";
import type { StateTokenService } from "../services/StateTokenService.js";
import { currentRoundTrip, elicitForm, inputRequired, textResult } from "../mrtr/roundTrip.js";

const TOOL = "merge_contacts";

const Args = {
  primaryId: z.string().uuid().describe("Contact to keep"),
  duplicateIds: z.array(z.string().uuid()).min(1).max(50).describe("Contacts folded into the primary and deleted"),
};

@injectable()
export class MergeContactsTool implements ToolModule {
  constructor(
    @inject(TYPES.ContactRepository) private readonly contacts: ContactRepository,
    @inject(TYPES.StateTokenService) private readonly tokens: StateTokenService,
  ) {}

  register(server: McpServer): void {
    server.registerTool(
      TOOL,
      {
        title: "Merge duplicate contacts",
        description: "Moves activities and deals onto the primary contact and deletes the duplicates.",
        inputSchema: Args,
        annotations: { destructiveHint: true },
      },
      (args, extra) => this.handle(args, extra),
    );
  }

  private async handle({ primaryId, duplicateIds }: { primaryId: string; duplicateIds: string[] }, extra: Extra) {
    const userId = requireUser(extra);
    const { requestState, inputResponses } = currentRoundTrip();

    const found = await this.contacts.findOwned(userId, [primaryId, ...duplicateIds]);
    const primary = found.find((c) => c.id === primaryId);
    if (!primary) return textResult(`Contact ${primaryId} not found`, true);
    const dupes = found.filter((c) => c.id !== primaryId);
    if (dupes.length !== duplicateIds.length) return textResult("Some duplicates are not yours or do not exist", true);

    if (!requestState) {
      const state = this.tokens.issue({ sub: userId, tool: TOOL, step: "confirm", primaryId }); // expect-todo: require-state-binding
      const names = dupes.map((d) => `${d.fullName} <${d.email ?? "no email"}>`).join(", ");
      return inputRequired(
        {
          confirm: elicitForm(`Merge ${names} into ${primary.fullName}? The duplicates will be deleted.`, {
            confirm: { type: "boolean", title: "Merge and delete duplicates" },
          }, ["confirm"]),
        },
        state,
      );
    }

    let claims;
    try {
      claims = this.tokens.verify(requestState);
    } catch {
      return textResult("Invalid or expired requestState", true);
    }
    if (claims.sub !== userId || claims.tool !== TOOL || claims.primaryId !== primaryId) {
      return textResult("requestState does not belong to this call", true);
    }

    const answer = inputResponses?.confirm;
    if (answer?.action !== "accept" || answer.content?.confirm !== true) return textResult("Merge cancelled.");

    const removed = await this.contacts.merge(userId, primaryId, duplicateIds);
    return textResult(`Merged ${removed} contact(s) into ${primary.fullName}.`);
  }
}
