// What the contract rows expect of a JSON body beyond its shape.

export function expectMessage(body: unknown, message: string): void {
  const actual = (body as { message?: unknown }).message;
  if (actual !== message) throw new Error(`expected message '${message}', got '${String(actual)}'`);
}

export function expectFieldMessage(body: unknown, field: string, message: string): void {
  const errors = (body as { errors?: Record<string, string[]> }).errors ?? {};
  if (!errors[field]?.includes(message))
    throw new Error(`expected ${field} error '${message}', got ${JSON.stringify(errors)}`);
}

export function expectData(body: unknown, subset: Record<string, unknown>): void {
  const data = (body as { data?: Record<string, unknown> }).data ?? {};
  for (const [key, value] of Object.entries(subset)) {
    if (data[key] !== value)
      throw new Error(`expected data.${key} = ${JSON.stringify(value)}, got ${JSON.stringify(data[key])}`);
  }
}
