/**
 * Replaces `{{name}}` tokens in a template file. A token without a value is a bug in the
 * template set, not a user mistake, so it throws a plain error instead of writing a
 * half-filled file.
 */
export function fillTemplate(text: string, values: Readonly<Record<string, string>>, file: string): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Template ${file} uses an unknown token {{${name}}}`);
    return value;
  });
}
