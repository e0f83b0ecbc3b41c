import { acceptedContent, inputRequired } from "@modelcontextprotocol/server";
import * as z from "zod/v4";
import { refusal } from "../state/codec.js";
import { jiraClient } from "../jira.js";
const TOOL = "escalate_to_jira", text = (t) => ({ content: [{ type: "text", text: t }] }), loginRequest = (site) => inputRequired.elicit({
  message: `Escalating creates the Jira issue as you on ${site}. Enter your Atlassian e-mail and an API token (id.atlassian.com \u2192 Security \u2192 API tokens).`,
  requestedSchema: {
    type: "object",
    properties: {
      email: { type: "string", format: "email", title: "Atlassian e-mail" },
      jiraToken: { type: "string", title: "API token", minLength: 16 }
    },
    required: ["email", "jiraToken"]
  }
});
function registerLinkJira(server, { codec, zendesk, jiraSite }) {
  jiraSite !== void 0 && server.registerTool(TOOL, {
    title: "Escalate ticket to Jira",
    description: "Open a Jira bug for a Zendesk ticket and link it back with an internal note.",
    inputSchema: { ticketId: z.number().int().positive(), summary: z.string().max(200).optional() }
  }, async ({ ticketId, summary }, ctx) => {
    var _a, _b;
    const state = ctx.mcpReq.requestState(), inputs = ctx.mcpReq.inputResponses;
    if (state === void 0) return inputRequired({
      inputRequests: { jira_login: loginRequest(jiraSite) },
      requestState: await codec.mint({ tool: TOOL, step: "login", ticketId }, ctx)
    });
    if (state.tool !== TOOL || state.ticketId !== ticketId) return refusal("This escalation belongs to another ticket; start again.");
    if (state.step === "login") {
      const login = acceptedContent(inputs, "jira_login");
      if (!login) return text("Escalation cancelled.");
      const projects = await jiraClient(jiraSite, { email: login.email, pat: login.jiraToken }).projects();
      return inputRequired({
        inputRequests: {
          project: inputRequired.elicit({
            message: `Which Jira project should the bug for #${ticketId} go to?`,
            requestedSchema: {
              type: "object",
              properties: { key: { type: "string", title: "Project", enum: projects.map((p) => p.key), enumNames: projects.map((p) => `${p.name} (${p.key})`) } },
              required: ["key"]
            }
          })
        },
        requestState: await codec.mint({
          tool: TOOL,
          step: "project",
          ticketId,
          jira: { email: login.email, pat: login.jiraToken } // expect: no-secrets-in-state
        }, ctx)
      });
    }
    const pick = acceptedContent(inputs, "project"), key = (_a = pick) == null ? void 0 : _a.key;
    if (state.step !== "project" || !key) return text("Escalation cancelled.");
    const ticket = await zendesk.getTicket(ticketId), jira = jiraClient(jiraSite, state.jira), issue = await jira.createIssue(key, (_b = summary) != null ? _b : `[ZD #${ticketId}] ${ticket.subject}`, `Escalated from Zendesk ticket #${ticketId}.

${ticket.description}`);
    return await zendesk.addInternalNote(ticketId, `Escalated to <a href="${jira.browseUrl(issue.key)}">${issue.key}</a>.`), text(`Created ${issue.key} and linked it on #${ticketId}: ${jira.browseUrl(issue.key)}`);
  });
}
export {
  TOOL as ESCALATE_TO_JIRA,
  registerLinkJira
};
