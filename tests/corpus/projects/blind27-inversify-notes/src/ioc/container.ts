import 'reflect-metadata';
import { Container } from 'inversify';
import { loadKeyring, type Keyring } from '../config/keyring.js';
import { DraftStore } from '../services/draft-store.js';
import { GoogleLinkedAccounts, HttpNotesRepo, type LinkedAccounts, type NotesRepo } from '../services/notes.js';
import { SealedStateCodec } from '../state/sealed-state.js';
import { DeleteNoteTool } from '../tools/delete-note.tool.js';
import { ExportNoteTool } from '../tools/export-note.tool.js';
import { TYPES, type Clock, type NoteTool } from './types.js';

export function buildContainer(env: NodeJS.ProcessEnv = process.env): Container {
  const container = new Container({ defaultScope: 'Singleton' });

  // Fails fast at boot when the key is missing or not 32 bytes.
  container.bind<Keyring>(TYPES.Keyring).toConstantValue(loadKeyring(env));
  container.bind<Clock>(TYPES.Clock).toConstantValue({ now: () => Date.now() });
  container.bind<number>(TYPES.StateTtlMs).toConstantValue(5 * 60 * 1000);
  container.bind<SealedStateCodec>(TYPES.StateCodec).to(SealedStateCodec);

  container.bind<NotesRepo>(TYPES.NotesRepo).to(HttpNotesRepo);
  container.bind<DraftStore>(TYPES.DraftStore).to(DraftStore);
  container.bind<LinkedAccounts>(TYPES.LinkedAccounts).to(GoogleLinkedAccounts);

  container.bind<NoteTool>(TYPES.Tool).to(DeleteNoteTool);
  container.bind<NoteTool>(TYPES.Tool).to(ExportNoteTool);

  return container;
}
