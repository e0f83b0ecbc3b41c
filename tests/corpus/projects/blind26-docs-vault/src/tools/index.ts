import type { McpServer } from "@modelcontextprotocol/server";
import { PurgeFolderTool } from "./purge-folder.tool";
import { ShareDocumentTool } from "./share-document.tool";

export const MCP_TOOLS = Symbol("MCP_TOOLS");

export interface McpTool {
  readonly name: string;
  register(server: McpServer): void;
}

export const toolClasses = [PurgeFolderTool, ShareDocumentTool] as const;

export { PurgeFolderTool, ShareDocumentTool };
