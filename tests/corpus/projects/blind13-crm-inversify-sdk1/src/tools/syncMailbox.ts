import { inject, injectable } from "inversify";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { requireUser, TYPES, type Extra, type ToolModule } from "../types.js";
import type { ContactRepository } from "../repositories/ContactRepository.js";
import type { MailboxConnector } from "../services/MailboxConnector.js";
import type { StateTokenService } from "../services/StateTokenService.js";
import { currentRoundTrip, elicitForm, inputRequired, textResult } from "../mrtr/roundTrip.js";

const TOOL = "sync_mailbox";
const CONSENT_URL = "https://crm.example.com/connect/graph";

@injectable()
export class SyncMailboxTool implements ToolModule {
  constructor(
    @inject(TYPES.ContactRepository) private readonly contacts: ContactRepository,
    @inject(TYPES.MailboxConnector) private readonly mailbox: MailboxConnector,
    @inject(TYPES.StateTokenService) private readonly tokens: StateTokenService,
  ) {}

  register(server: McpServer): void {
    // Still on the positional API; moving to registerTool is tracked in CRM-2211.
    server.tool(TOOL, "Create contacts from the senders in chosen mail folders.", (extra) => this.handle(extra));
  }

  private async handle(extra: Extra) {
    const userId = requireUser(extra);
    const { requestState, inputResponses } = currentRoundTrip();

    // Round 1: ask for the consent code.
    if (!requestState) {
      return inputRequired(
        {
          code: elicitForm(`Open ${CONSENT_URL}, approve access, and paste the code shown.`, {
            code: { type: "string", minLength: 8 },
          }, ["code"]),
        },
        this.tokens.issue({ sub: userId, tool: TOOL, step: "code" }),
      );
    }

    const step = this.tokens.peek(requestState)?.step;

    // Round 2: redeem the code, list folders, ask which ones to scan.
    if (step === "code") {
      const claims = this.tokens.verify(requestState);
      if (claims.sub !== userId || claims.tool !== TOOL) return textResult("Invalid requestState", true);
      const code = inputResponses?.code?.content?.code;
      if (typeof code !== "string") return textResult("No consent code given.", true);

      const grant = await this.mailbox.redeem(code);
      const folders = await this.mailbox.folders(grant.accessToken);
      const next = this.tokens.issue({
        sub: userId,
        tool: TOOL,
        step: "folders",
        refreshToken: grant.refreshToken, // expect: no-secrets-in-state
      });
      return inputRequired(
        {
          folders: elicitForm("Which folders should be scanned for new contacts?", {
            folderIds: {
              type: "array",
              items: { type: "string", oneOf: folders.map((f) => ({ const: f.id, title: `${f.displayName} (${f.totalItemCount})` })) },
            },
          }, ["folderIds"]),
        },
        next,
      );
    }

    // Round 3: scan. The previous round already verified the grant, so just pick it up.
    if (step === "folders") {
      const claims = this.tokens.peek(requestState)!;
      const folderIds = (inputResponses?.folders?.content?.folderIds as string[] | undefined) ?? [];
      const grant = await this.mailbox.refresh(String(claims.refreshToken));
      let created = 0;
      for (const folderId of folderIds) {
        const senders = await this.mailbox.senders(grant.accessToken, folderId);
        created += await this.contacts.upsertFromMail(claims.sub, senders);
      }
      return textResult(`Created ${created} new contact(s) from ${folderIds.length} folder(s).`);
    }

    return textResult("Unknown step in requestState", true);
  }
}
