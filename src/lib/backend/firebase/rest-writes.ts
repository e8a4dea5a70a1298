import { isFieldTransform } from '../field-values';
import type { DocumentData } from '../types';
import type { RestValue } from './rest-values';

/**
 * Our document values -> the REST API's typed JSON, and one document's `Write` for
 * `documents:commit`, with the field transforms (the server's time, an increment) the public
 * pages write. Apart from the read side (rest-values.ts): a visitor downloads it only once they
 * start answering.
 */
export type RestTransform =
  | { fieldPath: string; setToServerValue: 'REQUEST_TIME' }
  | { fieldPath: string; increment: RestValue };

export interface RestWrite {
  update: { name: string; fields: Record<string, RestValue> };
  updateMask?: { fieldPaths: string[] };
  updateTransforms?: RestTransform[];
  currentDocument?: { exists: boolean };
}

/** A field path segment as the REST API wants it: plain names bare, others in backticks. */
function segment(name: string): string {
  return /^[A-Za-z_][A-Za-z_0-9]*$/.test(name)
    ? name
    : `\`${name.replace(/\\/g, '\\\\').replace(/`/g, '\\`')}\``;
}

export function encodeValue(value: unknown): RestValue {
  if (value === null) return { nullValue: null };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number')
    return Number.isSafeInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (typeof value === 'string') return { stringValue: value };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (Array.isArray(value))
    return { arrayValue: { values: value.map((item) => encodeValue(item ?? null)) } };
  if (typeof value === 'object') {
    if (isFieldTransform(value)) throw new Error('a field transform is not a value');
    return { mapValue: { fields: encodeFields(value as DocumentData, null).fields } };
  }
  throw new Error(`cannot store a ${typeof value}`);
}

/**
 * A map's fields, with its transforms taken out (`transforms` null: none allowed there, as in a
 * list). Undefined fields are left out, as the SDK's `ignoreUndefinedProperties` does.
 */
function encodeFields(
  data: DocumentData,
  transforms: { path: string[]; out: RestTransform[] } | null,
): { fields: Record<string, RestValue>; paths: string[] } {
  const fields: Record<string, RestValue> = {};
  const paths: string[] = [];
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined) continue;
    const path = [...(transforms?.path ?? []), segment(key)];
    if (isFieldTransform(value)) {
      if (!transforms) throw new Error(`${value.__transform}() is not supported in a list`);
      const fieldPath = path.join('.');
      if (value.__transform === 'serverTimestamp')
        transforms.out.push({ fieldPath, setToServerValue: 'REQUEST_TIME' });
      else if (value.__transform === 'increment')
        transforms.out.push({ fieldPath, increment: encodeValue(value.by) });
      else throw new Error(`${value.__transform}() is not supported here`);
      continue;
    }
    if (
      transforms &&
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      !(value instanceof Date)
    ) {
      const nested = encodeFields(value as DocumentData, { path, out: transforms.out });
      fields[key] = { mapValue: { fields: nested.fields } };
      paths.push(...(nested.paths.length > 0 ? nested.paths : [path.join('.')]));
      continue;
    }
    fields[key] = encodeValue(value);
    paths.push(path.join('.'));
  }
  return { fields, paths };
}

/**
 * One document's write: `set` replaces it (a new document: `mustBeNew`), `merge` touches only
 * the fields given; transforms apply after, in the same write.
 */
export function restWrite(
  name: string,
  data: DocumentData,
  options: { merge?: boolean; mustBeNew?: boolean } = {},
): RestWrite {
  const transforms: RestTransform[] = [];
  const { fields, paths } = encodeFields(data, { path: [], out: transforms });
  return {
    update: { name, fields },
    ...(options.merge ? { updateMask: { fieldPaths: paths } } : {}),
    ...(transforms.length > 0 ? { updateTransforms: transforms } : {}),
    ...(options.mustBeNew ? { currentDocument: { exists: false } } : {}),
  };
}
