// Registers rollback_service, which asks for approval before rolling a service back.
// @ts-nocheck
import { acceptedContent, inputRequired, type McpServer } from "@modelcontextprotocol/server";
import { z } from "zod";
import { currentVersion, registryCreds, rollOut, tagExists } from "../registry";
import { signState, verifyState } from "../stateToken";
import { actorOf } from "./actor";

const TOOL = "rollback_service";

export function registerRollback(server: McpServer) {
  server.registerTool(
    TOOL,
    {
      description: "Roll a service back to an earlier image tag (asks for approval)",
      inputSchema: z.object({
        service: z.string().regex(/^[a-z0-9-]+$/),
        version: z.string().regex(/^v?\d+\.\d+\.\d+$/),
      }),
      annotations: { destructiveHint: true },
    },
    async ({ service, version }, ctx) => {
      const actor = actorOf(ctx);
      const state = ctx.mcpReq.requestState<string>();

      if (!state) {
        const creds = registryCreds();
        if (!(await tagExists(creds, service, version))) {
          return { isError: true, content: [{ type: "text", text: `${service}:${version} is not in the registry.` }] };
        }
        const running = await currentVersion(service);
        const token = await signState(
          {
            tool: TOOL,
            service,
            targetVersion: version,
            currentVersion: running,
            registryAuth: creds, // expect: no-secrets-in-state
          },
          actor,
        );
        return inputRequired({
          inputRequests: {
            approval: inputRequired.elicit({
              message: `Roll ${service} back from ${running} to ${version}?`,
              requestedSchema: {
                type: "object",
                properties: { approve: { type: "boolean" }, ticket: { type: "string", title: "Change ticket" } },
                required: ["approve"],
              },
            }),
          },
          requestState: token,
        });
      }

      const claims = await verifyState(state, actor, TOOL);
      if (claims.service !== service || claims.targetVersion !== version) {
        return { isError: true, content: [{ type: "text", text: "Arguments changed since approval; start over." }] };
      }
      const answer = acceptedContent<{ approve: boolean; ticket?: string }>(ctx.mcpReq.inputResponses, "approval");
      if (!answer?.approve) return { content: [{ type: "text", text: "Rollback not approved." }] };

      const rolloutId = await rollOut(claims.registryAuth, claims.service, claims.targetVersion, actor);
      return {
        content: [
          {
            type: "text",
            text: `Rolling ${claims.service} ${claims.currentVersion} → ${claims.targetVersion} (rollout ${rolloutId}${answer.ticket ? `, ${answer.ticket}` : ""}).`,
          },
        ],
      };
    },
  );
}
