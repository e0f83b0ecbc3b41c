import { assertUsable } from "../lib/guards";
import { confirmRequest, text, type ToolDef } from "./types";

const TOOL = "delete_bucket";

interface ConfirmStep {
  step: "confirm";
}

export const deleteBucket: ToolDef = {
  name: TOOL,
  description: "Permanently delete a storage bucket and every object in it.",
  annotations: { destructiveHint: true },
  inputSchema: {
    type: "object",
    properties: { bucket: { type: "string" }, project: { type: "string" } },
    required: ["bucket", "project"],
  },

  async call({ args, caller, requestState, inputResponses }, { codec, config }) {
    const bucket = String(args.bucket);
    const project = String(args.project);

    if (!requestState) {
      const sealed = await codec.seal<ConfirmStep>(caller.id, TOOL, { step: "confirm" }); // expect: require-state-binding
      if (sealed.isErr()) return text("could not start confirmation", true);
      return {
        resultType: "input_required",
        inputRequests: {
          confirm: confirmRequest(`Delete bucket "${bucket}" in ${project}? This cannot be undone.`),
        },
        requestState: sealed.value,
      };
    }

    const opened = await codec.open<ConfirmStep>(requestState).andThen((env) => assertUsable(env, caller.id, TOOL));
    if (opened.isErr()) return text("Invalid or expired confirmation, start again.", true);

    const answer = inputResponses?.confirm;
    if (answer?.action !== "accept" || answer.content?.confirm !== true) {
      return text("Deletion cancelled.");
    }

    const res = await fetch(`${config.upstream}/v1/projects/${encodeURIComponent(project)}/buckets/${encodeURIComponent(bucket)}?force=true`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${caller.bearer}` },
    });
    return res.ok ? text(`Bucket ${bucket} deleted.`) : text(`CloudHub refused: ${res.status}`, true);
  },
};
