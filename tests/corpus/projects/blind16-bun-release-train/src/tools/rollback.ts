import { Effect } from "effect";
import { z } from "zod";
import { acceptedContent, inputRequired, type McpServer } from "@modelcontextprotocol/server";
import { StateCodec } from "../state/StateCodec";
import { DeployVault } from "../services/DeployVault";
import { confirmSchema, text, toolError, userIdOf } from "./shared";
import type { AppRuntime } from "../mcp";

const TOOL = "rollback_release";

const Args = z.object({
  service: z.string().min(1),
  environment: z.enum(["staging", "production"]),
  toRelease: z.string().regex(/^r\d+$/),
});
type Args = z.infer<typeof Args>;

interface RollbackClaims {
  service: string;
  environment: string;
  toRelease: string;
  deployAccount: string;
  deployKey: string;
}

const rollback = (args: Args, ctx: Parameters<Parameters<McpServer["registerTool"]>[2]>[1]) =>
  Effect.gen(function* () {
    const codec = yield* StateCodec;
    const vault = yield* DeployVault;

    const sub = userIdOf(ctx);
    if (!sub) return toolError("This tool needs an authenticated employee.");
    const binding = { sub, tool: TOOL };
    const raw = ctx.mcpReq.requestState<string>();

    if (!raw) {
      // Vault is rate limited per service account, so resolve credentials once and carry them.
      const creds = yield* vault.credentialsFor(args.service, args.environment);
      const requestState = yield* codec.mint<RollbackClaims>(
        {
          service: args.service,
          environment: args.environment,
          toRelease: args.toRelease,
          deployAccount: creds.account,
          deployKey: creds.apiKey, // expect-todo: no-secrets-in-state
        },
        binding,
      );
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: `Roll ${args.service} in ${args.environment} back to ${args.toRelease}?`,
            requestedSchema: confirmSchema,
          }),
        },
        requestState,
      });
    }

    const claims = yield* codec.open<RollbackClaims>(raw, binding);
    if (claims.service !== args.service || claims.environment !== args.environment || claims.toRelease !== args.toRelease) {
      return toolError("The arguments changed after confirmation was requested; start over.");
    }
    const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, "confirm");
    if (!answer?.confirm) return text("Rollback cancelled.");

    const res = yield* Effect.tryPromise(() =>
      fetch(`https://deploy.internal.example/v2/accounts/${claims.deployAccount}/services/${claims.service}/rollback`, {
        method: "POST",
        headers: { authorization: `Bearer ${claims.deployKey}`, "content-type": "application/json" },
        body: JSON.stringify({ environment: claims.environment, release: claims.toRelease, requestedBy: sub }),
      }),
    );
    return res.ok ? text(`Rolling ${claims.service} back to ${claims.toRelease}.`) : toolError(`Deploy API said ${res.status}`);
  }).pipe(
    Effect.catchTags({
      StateError: () => Effect.succeed(toolError("Invalid or expired requestState")),
      VaultError: () => Effect.succeed(toolError("Could not load deploy credentials.")),
      UnknownException: () => Effect.succeed(toolError("Deploy API unreachable.")),
    }),
  );

export function registerRollback(server: McpServer, runtime: AppRuntime) {
  server.registerTool(
    TOOL,
    {
      description: "Roll a service back to an earlier release.",
      inputSchema: Args,
      annotations: { destructiveHint: true },
    },
    (args, ctx) => runtime.runPromise(rollback(args, ctx)),
  );
}
