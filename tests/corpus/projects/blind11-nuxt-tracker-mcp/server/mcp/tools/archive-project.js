import { createHash } from "node:crypto";
import { acceptedContent, inputRequired } from "@modelcontextprotocol/server";
import { z } from "zod";
import { stateFor, useStateCodec } from "../../utils/state-codec.js";

const TOOL = "archive_project";

/** Hash of the exact arguments being confirmed; compared in the clear, it is not a secret. */
const argsHash = (args) => createHash("sha256").update(JSON.stringify({ projectId: args.projectId })).digest("base64url");

const textResult = (text, isError = false) => ({ content: [{ type: "text", text }], isError });

export default function registerArchiveProject(server, { tracker }) {
  server.registerTool(
    TOOL,
    {
      description: "Archive a project. Its issues become read-only. Asks the user to type the project name.",
      inputSchema: { projectId: z.string().regex(/^prj_[a-z0-9]{10}$/) },
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const userId = ctx.http?.authInfo?.extra?.userId;
      if (!userId) return textResult("Sign in first.", true);

      const state = await stateFor(ctx, TOOL);
      if (state) {
        if (state.argsHash !== argsHash(args)) return textResult("Arguments changed since confirmation.", true);
        const answer = acceptedContent(ctx.mcpReq.inputResponses, "confirm");
        if (answer?.projectName !== state.projectName) return textResult("Name did not match; project kept.");
        await tracker.archive(args.projectId, { actor: userId });
        return textResult(`Archived ${state.projectName}.`);
      }

      const project = await tracker.project(args.projectId);
      if (!project.admins.includes(userId)) return textResult("Only project admins can archive.", true);

      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: `Type "${project.name}" to archive it (${project.openIssues} open issues).`,
            requestedSchema: {
              type: "object",
              properties: { projectName: { type: "string", title: "Project name" } },
              required: ["projectName"],
            },
          }),
        },
        requestState: await useStateCodec().mint({ tool: TOOL, argsHash: argsHash(args), projectName: project.name }, ctx),
      });
    },
  );
}
