import { deleteField, increment, serverTimestamp, Timestamp } from 'firebase/firestore';
import { convertersFor } from './convert-core';

/** The conversions bound to the full SDK (the admin app's adapter). */
export const { toFirestoreValue, toFirestoreData, fromFirestoreValue, fromFirestoreData } =
  convertersFor({ Timestamp, serverTimestamp, increment, deleteField });
