import 'reflect-metadata';
import { container } from 'tsyringe';
import { loadSettings, loadStateKey } from './config/settings.js';
import { SETTINGS, STATE_KEY, CLINIC_TOOLS } from './tokens.js';
import { declaredTools } from './tools/tool.decorator.js';
import './tools/book-appointment.tool.js';
import './tools/cancel-appointment.tool.js';

container.register(SETTINGS, { useValue: loadSettings() });
container.register(STATE_KEY, { useValue: loadStateKey() });

for (const tool of declaredTools()) {
  container.register(CLINIC_TOOLS, { useClass: tool });
}

export { container };
