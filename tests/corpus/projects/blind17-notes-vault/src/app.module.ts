import { Module } from "@nestjs/common";
import { ConfigModule, ConfigService } from "@nestjs/config";
import { loadStateKey, STATE_KEY } from "./config/state-key";
import { McpController } from "./mcp/mcp.controller";
import { RequestStateService } from "./mcp/request-state.service";
import { TokenVerifier } from "./mcp/token-verifier";
import { PurgeNotebookTool } from "./mcp/tools/purge-notebook.tool";
import { ShareNotebookTool } from "./mcp/tools/share-notebook.tool";
import { NotesRepository } from "./notes/notes.repository";

@Module({
  imports: [ConfigModule.forRoot({ isGlobal: true, cache: true })],
  controllers: [McpController],
  providers: [
    { provide: STATE_KEY, inject: [ConfigService], useFactory: loadStateKey },
    RequestStateService,
    TokenVerifier,
    NotesRepository,
    ShareNotebookTool,
    PurgeNotebookTool,
  ],
})
export class AppModule {}
