/** `name: value`, or the shorthand `name` when the value is a variable of that name (`userId`, `args`). */
export function propertyText(name: string, valueText: string): string {
  return valueText === name ? name : `${name}: ${valueText}`;
}

/** What a seal or an open is bound to, as the texts a fix writes for each field. */
export interface StateBinding {
  readonly userId: string;
  readonly tool: string;
  /** A destructive tool's arguments, when the state is bound to them. */
  readonly args?: string | undefined;
  /** The exports of the seal module the texts call (`principalOf` in `userId: principalOf(ctx)`): the fix imports them. */
  readonly imports?: readonly string[] | undefined;
}

/** The properties of a binding object, without its braces: `userId, tool: 'deploy'`, then `args` when it has them. */
export function bindingText(binding: StateBinding): string {
  const fields = [propertyText('userId', binding.userId), propertyText('tool', binding.tool)];
  if (binding.args !== undefined) fields.push(propertyText('args', binding.args));
  return fields.join(', ');
}
