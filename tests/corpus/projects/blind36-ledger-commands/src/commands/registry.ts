import type { Command } from './command.js';
import { ConfirmTransfer } from './confirm-transfer.js';
import { ExportStatement } from './export-statement.js';

const all: Command<any>[] = [new ConfirmTransfer(), new ExportStatement()];

export const commands = new Map<string, Command<any>>(all.map((c) => [c.definition.name, c]));

export const toolDefinitions = () => all.map((c) => c.definition);
