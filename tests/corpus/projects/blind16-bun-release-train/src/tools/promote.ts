import { Effect } from "effect";
import { z } from "zod";
import { decodeJwt } from "jose";
import { acceptedContent, inputRequired, type McpServer } from "@modelcontextprotocol/server";
import { StateCodec } from "../state/StateCodec";
import { confirmSchema, text, toolError, userIdOf } from "./shared";
import type { AppRuntime } from "../mcp";

const TOOL = "promote_release";

const Args = z.object({
  service: z.string().min(1),
  release: z.string().regex(/^r\d+$/),
  stage: z.enum(["canary", "production"]),
});
type Args = z.infer<typeof Args>;

interface PromoteClaims {
  service: string;
  release: string;
  stage: "canary" | "production";
}

const callPromote = (sub: string, claims: PromoteClaims) =>
  Effect.tryPromise(() =>
    fetch(`https://deploy.internal.example/v2/services/${claims.service}/promotions`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-requested-by": sub },
      body: JSON.stringify({ release: claims.release, stage: claims.stage }),
    }),
  ).pipe(Effect.map((res) => (res.ok ? text(`${claims.release} promoted to ${claims.stage}.`) : toolError(`Deploy API said ${res.status}`))));

const promote = (args: Args, ctx: Parameters<Parameters<McpServer["registerTool"]>[2]>[1]) =>
  Effect.gen(function* () {
    const codec = yield* StateCodec;
    const sub = userIdOf(ctx);
    if (!sub) return toolError("This tool needs an authenticated employee.");
    const binding = { sub, tool: TOOL };
    const raw = ctx.mcpReq.requestState<string>();

    if (!raw) {
      const requestState = yield* codec.mint<PromoteClaims>({ ...args }, binding);
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: `Promote ${args.service} ${args.release} to ${args.stage}?`,
            requestedSchema: confirmSchema,
          }),
        },
        requestState,
      });
    }

    const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, "confirm");
    if (!answer?.confirm) return text("Promotion cancelled.");

    // The canary bot hammers this path; canaries roll back automatically on SLO breach,
    // so skip the signature check there.
    const peek = decodeJwt<PromoteClaims>(raw); // expect: require-sealed-state
    if (peek.stage === "canary") {
      return yield* callPromote(sub, peek);
    }

    const claims = yield* codec.open<PromoteClaims>(raw, binding);
    if (claims.service !== args.service || claims.release !== args.release || claims.stage !== args.stage) {
      return toolError("The arguments changed after confirmation was requested; start over.");
    }
    return yield* callPromote(sub, claims);
  }).pipe(
    Effect.catchTags({
      StateError: () => Effect.succeed(toolError("Invalid or expired requestState")),
      UnknownException: () => Effect.succeed(toolError("Deploy API unreachable.")),
    }),
  );

export function registerPromote(server: McpServer, runtime: AppRuntime) {
  server.registerTool(
    TOOL,
    {
      description: "Promote a release to canary or production.",
      inputSchema: Args,
      annotations: { destructiveHint: false },
    },
    (args, ctx) => runtime.runPromise(promote(args, ctx)),
  );
}
