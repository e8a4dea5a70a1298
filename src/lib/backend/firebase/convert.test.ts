import {
  increment as firestoreIncrement,
  serverTimestamp as firestoreServerTimestamp,
  deleteField as firestoreDeleteField,
  Timestamp,
  type FieldValue,
} from 'firebase/firestore';
import { deleteField, increment, serverTimestamp } from '../field-values';
import {
  fromFirestoreData,
  fromFirestoreValue,
  toFirestoreData,
  toFirestoreValue,
} from './convert';

describe('toFirestoreValue', () => {
  it('stores Dates as Timestamps, also inside maps and lists', () => {
    const when = new Date('2026-11-22T03:04:05.678Z');
    const out = toFirestoreData({ at: when, map: { at: when }, list: [when] }) as {
      at: Timestamp;
      map: { at: Timestamp };
      list: Timestamp[];
    };
    expect(out.at).toBeInstanceOf(Timestamp);
    expect(out.at.toMillis()).toBe(when.getTime());
    expect(out.map.at.toMillis()).toBe(when.getTime());
    expect(out.list[0]!.toMillis()).toBe(when.getTime());
  });

  it('turns our transforms into the SDK sentinels', () => {
    const out = toFirestoreData({
      a: serverTimestamp(),
      b: increment(3),
      c: deleteField(),
      nested: { d: serverTimestamp() },
    }) as Record<string, FieldValue> & { nested: Record<string, FieldValue> };
    expect(out.a!.isEqual(firestoreServerTimestamp())).toBe(true);
    expect(out.b!.isEqual(firestoreIncrement(3))).toBe(true);
    expect(out.b!.isEqual(firestoreIncrement(4))).toBe(false);
    expect(out.c!.isEqual(firestoreDeleteField())).toBe(true);
    expect(out.nested.d!.isEqual(firestoreServerTimestamp())).toBe(true);
  });

  it('leaves undefined fields out and turns undefined list items into null, as ignoreUndefinedProperties does', () => {
    expect(
      toFirestoreData({ a: 1, b: undefined, map: { c: undefined, d: 'x' }, list: [1, undefined] }),
    ).toEqual({
      a: 1,
      map: { d: 'x' },
      list: [1, null],
    });
  });

  it('passes strings, numbers, booleans and null through', () => {
    expect(toFirestoreValue({ s: '日本語', n: 1.5, t: true, z: null })).toEqual({
      s: '日本語',
      n: 1.5,
      t: true,
      z: null,
    });
  });
});

describe('fromFirestoreValue', () => {
  it('turns every Timestamp into a Date, also inside maps and lists', () => {
    const stamp = Timestamp.fromMillis(Date.UTC(2026, 0, 2, 3, 4, 5));
    const out = fromFirestoreData({ at: stamp, map: { list: [stamp, { at: stamp }] } }) as {
      at: Date;
      map: { list: [Date, { at: Date }] };
    };
    expect(out.at).toBeInstanceOf(Date);
    expect(out.at.getTime()).toBe(stamp.toMillis());
    expect(out.map.list[0].getTime()).toBe(stamp.toMillis());
    expect(out.map.list[1].at.getTime()).toBe(stamp.toMillis());
  });

  it('round-trips our values', () => {
    const data = {
      title: 'アンケート',
      at: new Date('2026-01-01T00:00:00Z'),
      tags: ['a'],
      n: { x: 1 },
    };
    expect(fromFirestoreData(toFirestoreData(data))).toEqual(data);
  });

  it('leaves values that are not plain maps alone', () => {
    class Other {
      readonly kind = 'other';
    }
    const other = new Other();
    expect(fromFirestoreValue(other)).toBe(other);
    expect(fromFirestoreValue(null)).toBeNull();
  });
});
