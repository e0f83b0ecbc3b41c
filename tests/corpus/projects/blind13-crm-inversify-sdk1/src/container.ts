import "reflect-metadata";
import { Container } from "inversify";
import knex from "knex";
import { TYPES, type ToolModule } from "./types.js";
import { deriveStateKey } from "./config/keys.js";
import { StateTokenService } from "./services/StateTokenService.js";
import { MailboxConnector } from "./services/MailboxConnector.js";
import { ContactRepository } from "./repositories/ContactRepository.js";
import { MergeContactsTool } from "./tools/mergeContacts.js";
import { SyncMailboxTool } from "./tools/syncMailbox.js";

export function buildContainer(): Container {
  const container = new Container({ defaultScope: "Singleton" });

  container.bind(TYPES.Knex).toConstantValue(
    knex({ client: "pg", connection: process.env.DATABASE_URL, pool: { min: 1, max: 8 } }),
  );
  container.bind<Buffer>(TYPES.StateKey).toConstantValue(deriveStateKey()); // expect: no-weak-state-key
  container.bind(TYPES.StateTokenService).to(StateTokenService);
  container.bind(TYPES.MailboxConnector).to(MailboxConnector);
  container.bind(TYPES.ContactRepository).to(ContactRepository);

  container.bind<ToolModule>(TYPES.Tool).to(MergeContactsTool);
  container.bind<ToolModule>(TYPES.Tool).to(SyncMailboxTool);

  return container;
}
