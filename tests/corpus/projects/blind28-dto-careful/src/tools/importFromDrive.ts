import { injectable } from "tsyringe";
import { AeadSealer } from "../state/aeadSealer";
import { ImportStateDto, toDto, type ToolCallParamsDto } from "../state/dto";
import { WarehouseService } from "../services/warehouseService";
import type { CallerIdentity, McpTool, ToolResult } from "./types";

@injectable()
export class ImportFromDriveTool implements McpTool {
  readonly name = "import_from_drive";
  readonly definition = {
    name: this.name,
    description: "Append CSV files from the caller's Drive to a dataset.",
    inputSchema: { type: "object", properties: { datasetId: { type: "string" } }, required: ["datasetId"] },
  };

  constructor(
    private readonly sealer: AeadSealer,
    private readonly warehouse: WarehouseService,
  ) {}

  async call(params: ToolCallParamsDto, caller: CallerIdentity): Promise<ToolResult> {
    const datasetId = String(params.arguments.datasetId ?? "");
    const binding = { sub: caller.userId, tool: this.name };

    if (!params.requestState) {
      // Stateless replicas: the short-lived delegated grant travels inside the
      // AES-GCM envelope instead of a shared cache. The client cannot read it.
      const grant = await this.warehouse.delegatedDriveGrant(caller.bearerToken);
      const offeredFiles = await this.warehouse.listDriveFiles(grant.accessToken);
      return {
        resultType: "input_required",
        inputRequests: {
          files: {
            method: "elicitation/create",
            params: {
              mode: "form",
              message: `Pick the files to import into ${datasetId}`,
              requestedSchema: {
                type: "object",
                properties: { files: { type: "array", items: { type: "string", enum: offeredFiles } } },
                required: ["files"],
              },
            },
          },
        },
        requestState: this.sealer.seal({ datasetId, grant, offeredFiles }, binding),
      };
    }

    const state = await toDto(ImportStateDto, this.sealer.open(params.requestState, binding));
    if (!state || state.datasetId !== datasetId || state.grant.expiresAt <= Date.now()) {
      return { isError: true, content: [{ type: "text", text: "Invalid or expired requestState" }] };
    }
    const answer = params.inputResponses?.files;
    const picked = Array.isArray(answer?.content?.files) ? (answer!.content!.files as string[]) : [];
    const files = picked.filter((f) => state.offeredFiles.includes(f));
    if (answer?.action !== "accept" || files.length === 0) {
      return { resultType: "complete", content: [{ type: "text", text: "Nothing imported." }] };
    }
    const rows = await this.warehouse.importFiles(state.grant.accessToken, state.datasetId, files);
    return { resultType: "complete", content: [{ type: "text", text: `Imported ${rows} rows from ${files.length} files.` }] };
  }
}
