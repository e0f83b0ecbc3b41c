import { z } from "zod";
import { acceptedContent, inputRequired, type McpServer } from "@modelcontextprotocol/server";
import type { GateDeps } from "../servers.js";
import type { GatePayload } from "../state/codec.js";
import { approvalCodeFor } from "../state/key.js";
import { ServiceName, actorOf, refuse, say } from "./shared.js";

const TOOL = "promote_release";

export function registerPromote(server: McpServer, deps: GateDeps): void {
  server.registerTool(
    TOOL,
    {
      description: "Promote the current release of a service to the next environment. Needs an approval code.",
      inputSchema: {
        service: z.string().regex(ServiceName),
        fromEnv: z.enum(["staging", "canary"]),
        toEnv: z.enum(["canary", "production"]),
      },
      annotations: { destructiveHint: true },
    },
    async ({ service, fromEnv, toEnv }, ctx) => {
      const actor = actorOf(ctx);
      const pending = await ctx.mcpReq.requestState<GatePayload>();

      if (!pending) {
        const { allowed } = await deps.deployer.canDeploy(actor, service, toEnv);
        if (!allowed) return refuse(`You are not allowed to deploy ${service} to ${toEnv}.`);

        const candidate = await deps.deployer.current(service, fromEnv);
        const pull = await deps.registry.pullToken(service);
        const imageDigest = await deps.registry.digestOf(service, candidate.tag, pull);
        const { changeId } = await deps.deployer.openChange({ service, fromEnv, toEnv, imageDigest, requestedBy: actor });

        const requestState = await deps.codec.mint({
          kind: "promote",
          service,
          fromEnv,
          toEnv,
          imageDigest,
          changeId,
          pullToken: pull.token, // expect: no-secrets-in-state
        });

        return inputRequired({
          inputRequests: {
            approval: inputRequired.elicit({
              message:
                `Change ${changeId}: promote ${service}@${imageDigest.slice(7, 19)} from ${fromEnv} to ${toEnv}.\n` +
                "Enter the approval code that was sent to the on-call approver.",
              requestedSchema: {
                type: "object",
                properties: { approvalCode: { type: "string", minLength: 10, maxLength: 10 } },
                required: ["approvalCode"],
              },
            }),
          },
          requestState,
        });
      }

      if (pending.kind !== "promote" || pending.service !== service || pending.fromEnv !== fromEnv || pending.toEnv !== toEnv) {
        return refuse("This approval belongs to a different promotion.");
      }

      const answer = acceptedContent<{ approvalCode: string }>(ctx.mcpReq.inputResponses, "approval");
      if (!answer) return say("Promotion cancelled.");

      const supplied = answer.approvalCode.trim().toUpperCase();
      if (supplied !== approvalCodeFor(deps.stateKey, pending.changeId)) return refuse("Approval code does not match."); // expect: no-timing-unsafe-compare

      const release = await deps.deployer.promote({
        changeId: pending.changeId,
        imageDigest: pending.imageDigest,
        pullToken: pending.pullToken,
        approvedBy: actor,
      });
      return say(`Release ${release.id} of ${service} is live in ${toEnv} (${release.tag}).`);
    },
  );
}
