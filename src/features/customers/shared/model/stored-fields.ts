/** A stored document's fields, as a feature's data/ hands them over. */
export type DocumentData = Record<string, unknown>;

/** A stored text field: strings as they are, numbers as text, anything else ''. */
export function storedText(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/**
 * Wraps a row parser so the same stored `data` object gives the same row object: the backend
 * keeps unchanged documents' identity across live deliveries, so memoised rows and cells skip
 * re-rendering and per-row caches (search text) stay warm.
 */
export function cachedByData<Row extends { id: string }>(
  parse: (id: string, data: DocumentData) => Row,
): (id: string, data: DocumentData) => Row {
  const parsedByData = new WeakMap<DocumentData, Row>();
  return (id, data) => {
    const cached = parsedByData.get(data);
    if (cached && cached.id === id) return cached;
    const parsed = parse(id, data);
    parsedByData.set(data, parsed);
    return parsed;
  };
}
