import { injectable } from "tsyringe";
import { AeadSealer } from "../state/aeadSealer";
import { PurgeStateDto, toDto, type ToolCallParamsDto } from "../state/dto";
import { WarehouseService } from "../services/warehouseService";
import type { CallerIdentity, McpTool, ToolResult } from "./types";

@injectable()
export class PurgeDatasetTool implements McpTool {
  readonly name = "purge_dataset";
  readonly definition = {
    name: this.name,
    description: "Delete a dataset and all its rows.",
    inputSchema: { type: "object", properties: { datasetId: { type: "string" } }, required: ["datasetId"] },
    annotations: { destructiveHint: true },
  };

  constructor(
    private readonly sealer: AeadSealer,
    private readonly warehouse: WarehouseService,
  ) {}

  async call(params: ToolCallParamsDto, caller: CallerIdentity): Promise<ToolResult> {
    const datasetId = String(params.arguments.datasetId ?? "");
    const digest = WarehouseService.digestArgs(params.arguments);
    const binding = { sub: caller.userId, tool: this.name };
    const ds = this.warehouse.describe(datasetId);
    if (!ds || ds.owner !== caller.userId) return { isError: true, content: [{ type: "text", text: "No such dataset." }] };

    if (!params.requestState) {
      return {
        resultType: "input_required",
        inputRequests: {
          confirm: {
            method: "elicitation/create",
            params: {
              mode: "form",
              message: `Delete ${datasetId} (${ds.rows} rows)? This cannot be undone.`,
              requestedSchema: { type: "object", properties: { confirm: { type: "boolean" } }, required: ["confirm"] },
            },
          },
        },
        requestState: this.sealer.seal({ datasetId, argsDigest: digest, rowCount: ds.rows }, binding),
      };
    }

    const state = await toDto(PurgeStateDto, this.sealer.open(params.requestState, binding));
    if (!state || state.argsDigest !== digest || state.datasetId !== datasetId) {
      return { isError: true, content: [{ type: "text", text: "Invalid or expired requestState" }] };
    }
    const answer = params.inputResponses?.confirm;
    if (answer?.action !== "accept" || answer.content?.confirm !== true) {
      return { resultType: "complete", content: [{ type: "text", text: "Kept the dataset." }] };
    }
    const rows = await this.warehouse.purge(state.datasetId);
    return { resultType: "complete", content: [{ type: "text", text: `Deleted ${state.datasetId} (${rows} rows).` }] };
  }
}
