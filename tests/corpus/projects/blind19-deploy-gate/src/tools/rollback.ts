import { z } from "zod";
import { acceptedContent, inputRequired, type McpServer } from "@modelcontextprotocol/server";
import type { GateDeps } from "../servers.js";
import type { GatePayload } from "../state/codec.js";
import { ServiceName, actorOf, refuse, say } from "./shared.js";

export function registerRollback(server: McpServer, deps: GateDeps): void {
  server.registerTool(
    "rollback_release",
    {
      description: "Roll a service back to its previous release in one environment.",
      inputSchema: {
        service: z.string().regex(ServiceName),
        env: z.enum(["staging", "canary", "production"]),
      },
      annotations: { destructiveHint: true },
    },
    async ({ service, env }, ctx) => {
      const actor = actorOf(ctx);
      const pending = await ctx.mcpReq.requestState<GatePayload>();

      if (!pending) {
        const { allowed } = await deps.deployer.canDeploy(actor, service, env);
        if (!allowed) return refuse(`You are not allowed to roll back ${service} in ${env}.`);

        const [current, previous] = await deps.deployer.history(service, env, 2);
        if (!previous) return refuse(`${service} has no earlier release in ${env}.`);

        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Roll ${service} in ${env} back from ${current.tag} to ${previous.tag}?`,
              requestedSchema: {
                type: "object",
                properties: { confirm: { type: "boolean" } },
                required: ["confirm"],
              },
            }),
          },
          requestState: await deps.codec.mint({ kind: "rollback", service, env, toRelease: previous.id }),
        });
      }

      if (pending.kind !== "rollback" || pending.service !== service || pending.env !== env) {
        return refuse("This confirmation belongs to a different rollback.");
      }
      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, "confirm");
      if (!answer?.confirm) return say("Rollback cancelled.");

      const release = await deps.deployer.rollback(service, env, pending.toRelease, actor);
      return say(`${service} in ${env} now runs ${release.tag}.`);
    },
  );
}
