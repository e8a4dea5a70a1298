import { rowSorter, toggleSort } from '@/features/customers/model';
import type { ObCustomer } from './types';

/** OB's rows in the order of one column (or newest first): customers/shared/model/sort-rows.ts. */
export const sortObCustomers = rowSorter<ObCustomer>();
export { toggleSort };
