// Tool modules are loaded by name so ops can disable one with PAGER_DISABLED_TOOLS
// without a code change. Each module exports { name, definition, call }.
const AVAILABLE = ['acknowledge', 'escalate', 'silence'];

export async function loadTools(bus) {
  const disabled = new Set((process.env.PAGER_DISABLED_TOOLS ?? '').split(',').filter(Boolean));
  for (const file of AVAILABLE) {
    const mod = await import(`./${file}.js`);
    if (disabled.has(mod.name)) continue;
    bus.register(mod.name, mod);
  }
  return bus;
}
