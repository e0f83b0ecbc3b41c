import { assertUsable } from "../lib/guards";
import { resumeContext, type ResumeContext } from "../lib/identity";
import { text, type ToolDef } from "./types";

const TOOL = "export_usage_report";

interface ExportState {
  ctx: ResumeContext;
  month: string;
}

export const exportUsageReport: ToolDef = {
  name: TOOL,
  description: "Export the monthly usage report for the caller's organisation.",
  annotations: { readOnlyHint: true },
  inputSchema: {
    type: "object",
    properties: { month: { type: "string", pattern: "^\\d{4}-\\d{2}$" } },
    required: ["month"],
  },

  async call({ args, caller, requestState, inputResponses }, { codec, config }) {
    if (!requestState) {
      const ctx = await resumeContext(caller, config);
      const sealed = await codec.seal<ExportState>(caller.id, TOOL, { ctx, month: String(args.month) }); // expect: no-secrets-in-state
      if (sealed.isErr()) return text("could not prepare export", true);
      return {
        resultType: "input_required",
        inputRequests: {
          format: {
            method: "elicitation/create",
            params: {
              mode: "form",
              message: "Which format should the report use?",
              requestedSchema: {
                type: "object",
                properties: { format: { type: "string", enum: ["csv", "xlsx", "pdf"] } },
                required: ["format"],
              },
            },
          },
        },
        requestState: sealed.value,
      };
    }

    const opened = await codec.open<ExportState>(requestState).andThen((env) => assertUsable(env, caller.id, TOOL));
    if (opened.isErr()) return text("Invalid or expired export state.", true);

    const format = inputResponses?.format?.content?.format ?? "csv";
    const { ctx, month } = opened.value.data;
    const res = await fetch(`https://reporting.cloudhub.example/v2/${ctx.region}/orgs/${ctx.org}/usage/${month}.${format}`, {
      headers: { authorization: `Bearer ${ctx.reportingToken}` },
    });
    if (!res.ok) return text(`Reporting API error ${res.status}`, true);
    const { downloadUrl } = (await res.json()) as { downloadUrl: string };
    return text(`Report ready: ${downloadUrl}`);
  },
};
