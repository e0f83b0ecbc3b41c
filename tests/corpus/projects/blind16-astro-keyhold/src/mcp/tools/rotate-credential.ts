import { z } from "zod";
import { acceptedContent, inputRequired, type McpServer } from "@modelcontextprotocol/server";
import { argsDigest } from "../../lib/args-digest";
import { assertBound, StateRejectedError, type SealedStateVault, type StatePayload } from "../../lib/sealed-state";

export const TOOL = "rotate_credential";

const Args = z.object({
  path: z.string().regex(/^[a-z0-9-]+(\/[a-z0-9-]+)+$/),
  reason: z.string().min(10).max(500),
});

interface RotateData {
  /** where the credential lives, e.g. "db/prod/orders-rw" — a name, not the value */
  credentialPath: string;
  /** step-up token for the rotation audience; only ever travels inside the JWE */
  stepUpToken: string;
  activeLeases: number;
}

const keyholdApi = import.meta.env.KEYHOLD_API;

async function stepUp(callerToken: string): Promise<string> {
  const res = await fetch(`${import.meta.env.KEYHOLD_ISSUER}/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "urn:ietf:params:oauth:grant-type:token-exchange",
      subject_token: callerToken,
      subject_token_type: "urn:ietf:params:oauth:token-type:access_token",
      audience: "keyhold-rotation",
    }),
  });
  if (!res.ok) throw new Error(`step-up failed: ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

const fail = (text: string) => ({ content: [{ type: "text" as const, text }], isError: true });

export function registerRotateCredential(server: McpServer, vault: SealedStateVault) {
  server.registerTool(
    TOOL,
    {
      description: "Rotate a stored credential now. Existing leases are revoked.",
      inputSchema: Args,
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const authInfo = ctx.http?.authInfo;
      const sub = authInfo?.extra?.userId;
      if (!authInfo || typeof sub !== "string") return fail("Sign in to Keyhold first.");
      const digest = await argsDigest(TOOL, args);

      // With the requestState hook installed this is the decrypted, checked payload.
      const state = ctx.mcpReq.requestState<StatePayload<RotateData>>();
      if (!state) {
        const stepUpToken = await stepUp(authInfo.token);
        const meta = await fetch(`${keyholdApi}/v1/credentials/${args.path}/meta`, {
          headers: { authorization: `Bearer ${stepUpToken}` },
        }).then((r) => r.json() as Promise<{ activeLeases: number }>);

        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Rotate ${args.path}? ${meta.activeLeases} active lease(s) will be revoked.`,
              requestedSchema: {
                type: "object",
                properties: { confirm: { type: "boolean" } },
                required: ["confirm"],
              },
            }),
          },
          requestState: await vault.seal<RotateData>(
            { credentialPath: args.path, stepUpToken, activeLeases: meta.activeLeases },
            { sub, tool: TOOL, argsDigest: digest },
          ),
        });
      }

      let data: RotateData;
      try {
        data = assertBound(state, TOOL, digest);
      } catch (e) {
        if (e instanceof StateRejectedError) return fail(e.message);
        throw e;
      }

      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, "confirm");
      if (answer?.confirm !== true) return { content: [{ type: "text", text: "Rotation cancelled." }] };

      const res = await fetch(`${keyholdApi}/v1/credentials/${data.credentialPath}/rotate`, {
        method: "POST",
        headers: { authorization: `Bearer ${data.stepUpToken}`, "content-type": "application/json" },
        body: JSON.stringify({ reason: args.reason, revokeLeases: true }),
      });
      if (!res.ok) return fail(`Keyhold refused the rotation (${res.status}).`);
      const { version } = (await res.json()) as { version: number };
      return { content: [{ type: "text", text: `${data.credentialPath} rotated to version ${version}.` }] };
    },
  );
}
