import exportNotebook from './export-notebook.js';
import importEvernote from './import-evernote.js';

/** name -> tool; order of insertion is the order tools/list shows. */
export const tools = new Map([importEvernote, exportNotebook].map((t) => [t.name, t]));

export const listTools = () =>
  [...tools.values()].map(({ name, description, inputSchema }) => ({ name, description, inputSchema }));
