import type { ToolCallParamsDto } from "../state/dto";

export interface CallerIdentity {
  userId: string;
  bearerToken: string;
  scopes: string[];
}

export type ToolResult = Record<string, unknown>;

export interface McpTool {
  readonly name: string;
  readonly definition: Record<string, unknown>;
  call(params: ToolCallParamsDto, caller: CallerIdentity): Promise<ToolResult>;
}
