import type { DocumentData } from '../types';

/**
 * The Firestore REST API's typed JSON (`Value`: stringValue, integerValue, mapValue …) -> our
 * document values: what a read needs. Writing them is rest-writes.ts, loaded only when a visitor
 * starts answering. Pure and SDK-free: the public pages' REST adapter (rest-public-store.ts) is
 * the only user, so visitors download no Firestore SDK for one read and one batch.
 */
export type RestValue =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number }
  | { stringValue: string }
  | { timestampValue: string }
  | { arrayValue: { values?: RestValue[] } }
  | { mapValue: { fields?: Record<string, RestValue> } }
  | { referenceValue: string }
  | { bytesValue: string }
  | { geoPointValue: { latitude?: number; longitude?: number } };

export function decodeValue(value: RestValue): unknown {
  if ('nullValue' in value) return null;
  if ('booleanValue' in value) return value.booleanValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('stringValue' in value) return value.stringValue;
  if ('timestampValue' in value) return new Date(value.timestampValue);
  if ('arrayValue' in value) return (value.arrayValue.values ?? []).map(decodeValue);
  if ('mapValue' in value) return decodeFields(value.mapValue.fields ?? {});
  if ('referenceValue' in value) return value.referenceValue;
  if ('bytesValue' in value) return value.bytesValue;
  return {
    latitude: value.geoPointValue.latitude ?? 0,
    longitude: value.geoPointValue.longitude ?? 0,
  };
}

export function decodeFields(fields: Record<string, RestValue>): DocumentData {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, decodeValue(value)]),
  );
}
