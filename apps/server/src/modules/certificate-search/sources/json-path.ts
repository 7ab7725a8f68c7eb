/**
 * The small path language of the connectors' field mappings: `a.b.c` walks objects,
 * `a.0.b` indexes arrays, and `a[].b` maps over an array (results are flattened), so a
 * mapping can pick `products[].model` out of a record. A missing step gives undefined.
 */
export function readPath(value: unknown, path: string): unknown {
  if (path === '' || path === '.') return value;
  return walk(value, path.split('.'));
}

function walk(value: unknown, steps: string[]): unknown {
  if (steps.length === 0) return value;
  const [step = '', ...rest] = steps;
  if (step.endsWith('[]')) {
    const list = step === '[]' ? value : property(value, step.slice(0, -2));
    if (!Array.isArray(list)) return undefined;
    return list.flatMap((item: unknown) => {
      const found = walk(item, rest);
      return found === undefined ? [] : Array.isArray(found) ? (found as unknown[]) : [found];
    });
  }
  return walk(property(value, step), rest);
}

function property(value: unknown, key: string): unknown {
  if (Array.isArray(value))
    return /^\d+$/.test(key) ? (value as unknown[])[Number(key)] : undefined;
  if (typeof value === 'object' && value !== null && Object.hasOwn(value, key))
    return (value as Record<string, unknown>)[key];
  return undefined;
}

/** A scalar as text; arrays give their first usable item. */
export function asText(value: unknown): string | null {
  if (Array.isArray(value)) {
    for (const item of value as unknown[]) {
      const text = asText(item);
      if (text !== null) return text;
    }
    return null;
  }
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** Every usable text of a scalar or an array. */
export function asTexts(value: unknown): string[] {
  const items = Array.isArray(value) ? (value as unknown[]) : [value];
  return items.map((item) => asText(item)).filter((text): text is string => text !== null);
}
