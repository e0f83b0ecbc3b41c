import { z } from "zod";
import { acceptedContent, inputRequired, type McpServer } from "@modelcontextprotocol/server";
import { loadCrmSession } from "@/lib/auth/session";
import { HubSpot } from "@/lib/hubspot";
import { createConfirmToken, verifyConfirmToken } from "@/lib/crypto/confirm-token";
import { userIdFrom, fail, ok } from "../context";

const TOOL = "delete_contact";

export function registerDeleteContact(server: McpServer) {
  server.registerTool(
    TOOL,
    {
      description: "Permanently delete a contact from HubSpot.",
      inputSchema: z.object({ contactId: z.string().min(1) }),
      annotations: { destructiveHint: true },
    },
    async ({ contactId }, ctx) => {
      const userId = userIdFrom(ctx);
      if (!userId) return fail("Sign in to HubSpot first.");
      const session = await loadCrmSession(userId);
      if (!session) return fail("No HubSpot connection for this account.");
      const hubspot = HubSpot.withAccessToken(session.hubspot.accessToken);

      const raw = await ctx.mcpReq.requestState<string>();
      if (raw) {
        const claims = await verifyConfirmToken(raw, { sub: userId, tool: TOOL, contactId });
        if (!claims) return fail("Confirmation expired or invalid.");
        const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, "confirm");
        if (!answer?.confirm) return ok("Kept the contact.");
        await hubspot.deleteContact(contactId);
        return ok(`Contact ${contactId} deleted.`);
      }

      const contact = await hubspot.getContact(contactId);
      const label = [contact.properties.firstname, contact.properties.lastname].filter(Boolean).join(" ") || contactId;
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: `Delete ${label} (${contact.properties.email ?? "no email"}) from HubSpot? This cannot be undone.`,
            requestedSchema: {
              type: "object",
              properties: { confirm: { type: "boolean", title: "Delete permanently" } },
              required: ["confirm"],
            },
          }),
        },
        requestState: await createConfirmToken({ sub: userId, tool: TOOL, contactId }),
      });
    },
  );
}
