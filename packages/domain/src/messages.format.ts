/** Fills `{name}` holes in a message (`请输入{min}-{max}之间的金额！`); a hole without a value stays as written. */
export function formatMessage(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (hole, name: string) => {
    const value = values[name];
    return value === undefined ? hole : String(value);
  });
}
