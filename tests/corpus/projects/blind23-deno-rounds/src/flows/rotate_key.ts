import { ops } from "../upstream.ts";
import { type Answer, type Caller, type Question, text, type ToolText } from "../rounds.ts";

export interface RotateArgs extends Record<string, unknown> {
  service: string;
  environment: "staging" | "production";
}

export const definition = {
  name: "rotate_service_key",
  description: "Rotate the API key of an internal service. The old key keeps working for the grace period.",
  inputSchema: {
    type: "object",
    properties: {
      service: { type: "string" },
      environment: { type: "string", enum: ["staging", "production"] },
    },
    required: ["service", "environment"],
  },
  annotations: { destructiveHint: true },
};

export async function* rotateKey(args: RotateArgs, caller: Caller): AsyncGenerator<Question, ToolText, Answer> {
  if (!caller.scopes.includes("keys:rotate")) return text("You need the keys:rotate scope.", true);

  const svc = await ops.describeService(args.service);
  if (!svc.owners.includes(caller.userId)) return text(`Only owners of ${svc.name} can rotate its keys.`, true);

  const confirm = yield {
    key: "confirm",
    message: `Rotate the ${args.environment} key of ${svc.name}? Callers on the old key fail after ` +
      `${svc.graceMinutes} minutes. Type the service id to confirm.`,
    schema: {
      type: "object",
      properties: { phrase: { type: "string", title: `Type ${args.service}` } },
      required: ["phrase"],
    },
  };

  // typed confirmation, same idea as GitHub's "type the repository name"
  if (String(confirm.phrase ?? "").trim() !== args.service) {
    return text("The confirmation did not match; nothing was rotated.");
  }

  const rotated = await ops.rotateKey(args.service, args.environment, caller.userId);
  return text(`Rotated. New key ${rotated.keyId} is in the vault at ${rotated.vaultPath}.`);
}
