import { Module } from "@nestjs/common";
import { ConfigModule } from "@nestjs/config";
import { keyProviders } from "./config/keys.provider";
import { GrantBoxService } from "./crypto/grant-box.service";
import { DriveClient } from "./drive/drive.client";
import { McpController } from "./mcp/mcp.controller";
import { RequestStateService } from "./state/request-state.service";
import { MCP_TOOLS, PurgeFolderTool, ShareDocumentTool, toolClasses } from "./tools";

@Module({
  imports: [ConfigModule.forRoot({ isGlobal: true })],
  controllers: [McpController],
  providers: [
    ...keyProviders,
    RequestStateService,
    GrantBoxService,
    DriveClient,
    ...toolClasses,
    {
      provide: MCP_TOOLS,
      inject: [PurgeFolderTool, ShareDocumentTool],
      useFactory: (...tools: InstanceType<(typeof toolClasses)[number]>[]) => tools,
    },
  ],
})
export class AppModule {}
