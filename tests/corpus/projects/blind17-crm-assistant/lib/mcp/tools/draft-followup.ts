import { z } from "zod";
import { acceptedContent, inputRequired, type McpServer } from "@modelcontextprotocol/server";
import { loadCrmSession, toResumeClaims } from "@/lib/auth/session";
import { HubSpot } from "@/lib/hubspot";
import { packState, unpackState, ResumeTokenError } from "@/lib/state/resume-token";
import { userIdFrom, fail, ok } from "../context";

const TOOL = "draft_followup_email";

type DraftState = ReturnType<typeof toResumeClaims> & {
  contactId: string;
  subject: string;
  body: string;
};

function firstDraft(name: string, goal: string, sender: string) {
  return {
    subject: `Following up: ${goal}`,
    body: `Hi ${name},\n\nThanks again for your time. ${goal}\n\nBest,\n${sender}`,
  };
}

export function registerDraftFollowup(server: McpServer) {
  server.registerTool(
    TOOL,
    {
      description: "Draft a follow-up email to a CRM contact, let the user edit it, then log it on the contact.",
      inputSchema: z.object({
        contactId: z.string().min(1),
        goal: z.string().min(3).max(500),
      }),
    },
    async ({ contactId, goal }, ctx) => {
      const userId = userIdFrom(ctx);
      if (!userId) return fail("Sign in to HubSpot first.");
      const binding = { subject: userId, tool: TOOL };

      const raw = await ctx.mcpReq.requestState<string>();
      if (raw) {
        let state: DraftState;
        try {
          state = await unpackState<DraftState>(raw, binding);
        } catch (err) {
          if (err instanceof ResumeTokenError) return fail(`Draft session ${err.reason}; please start again.`);
          throw err;
        }
        if (state.contactId !== contactId) return fail("This draft belongs to another contact.");

        const edited = acceptedContent<{ subject: string; body: string; send: boolean }>(
          ctx.mcpReq.inputResponses,
          "review",
        );
        if (!edited?.send) return ok("Draft discarded.");

        const hubspot = await HubSpot.fromRefreshToken(state.hsRefresh);
        const email = await hubspot.logEmail(contactId, edited.subject, edited.body);
        return ok(`Logged email ${email.id} on contact ${contactId}.`);
      }

      const session = await loadCrmSession(userId);
      if (!session) return fail("No HubSpot connection for this account.");
      const contact = await HubSpot.withAccessToken(session.hubspot.accessToken).getContact(contactId);
      const draft = firstDraft(contact.properties.firstname ?? "there", goal, session.email);

      return inputRequired({
        inputRequests: {
          review: inputRequired.elicit({
            message: `Review the email to ${contact.properties.email ?? contactId} before it is logged.`,
            requestedSchema: {
              type: "object",
              properties: {
                subject: { type: "string", default: draft.subject },
                body: { type: "string", default: draft.body },
                send: { type: "boolean", title: "Log this email", default: true },
              },
              required: ["subject", "body", "send"],
            },
          }),
        },
        requestState: await packState<DraftState>({ ...toResumeClaims(session), contactId, ...draft }, binding), // expect: no-secrets-in-state, require-state-binding, require-sealed-state
      });
    },
  );
}
