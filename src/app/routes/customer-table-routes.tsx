import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { DEAL_LIST, OB_LIST, SA_LIST, type CustomerTable } from '@/contracts/customer-table-names';
import type { CustomerTableSchema } from '@/contracts/customer-schema';
import {
  CUSTOMER_TABLE_SCHEMAS,
  referencesTo,
  tableDuplicatesPath,
  tableListPath,
} from '@/contracts/customer-tables';
import { shellStrings as t } from '../strings';
import { titled } from './route-title';
import { withListSnapshots } from './with-list-snapshots';

type RowSections = ComponentType<{ rowId: string }>;

/** What each customer table's `routes.tsx` exports, by these names. */
interface TableScreens {
  ListPage: ComponentType;
  RowPage: ComponentType<{ Sections?: RowSections }>;
  /** 重複の候補, for a table whose schema has `duplicates`. */
  DuplicatesPage?: ComponentType;
  /** What the page of a row this table's 関連 field points at shows (案件 on their customer's). */
  ReferencingSection?: RowSections;
}

/** Each table's screens, loaded with its route: a new table adds its line here. */
const SCREENS: Record<CustomerTable, () => Promise<TableScreens>> = {
  [SA_LIST]: () => import('@/features/sa/routes'),
  [OB_LIST]: () => import('@/features/ob/routes'),
  [DEAL_LIST]: () => import('@/features/deals/routes'),
};

/**
 * The lists a table's screen reads: itself first, the tables its 関連 fields name and, on a row's
 * page (`withSections`), the tables whose rows point at it (their sections).
 */
function listsShownBy(schema: CustomerTableSchema, withSections = false): CustomerTable[] {
  const referenced = schema.fields.flatMap((field) => (field.references ? [field.references] : []));
  const referencing = withSections
    ? referencesTo(schema.collection).map((reference) => reference.collection)
    : [];
  return [...new Set([schema.collection, ...referenced, ...referencing])];
}

/** A row's page with the sections of every table that points at it (an SA customer's 案件). */
async function rowPage(table: CustomerTable) {
  const referencing = [...new Set(referencesTo(table).map((reference) => reference.collection))];
  const [own, ...others] = await Promise.all(
    [table, ...referencing].map((name) => SCREENS[name]()),
  );
  const sections = others.flatMap((screens) =>
    screens.ReferencingSection ? [screens.ReferencingSection] : [],
  );
  const { RowPage } = own!;
  if (sections.length === 0) return { Component: RowPage };
  const Sections: RowSections = ({ rowId }) =>
    sections.map((Section, index) => <Section key={index} rowId={rowId} />);
  return { Component: () => <RowPage Sections={Sections} /> };
}

/** Every customer table's list and row page: /sa, /sa/{id}, and the same for each table. */
export function customerTableScreens(): RouteObject[] {
  return CUSTOMER_TABLE_SCHEMAS.flatMap((schema) => {
    const table = schema.collection;
    return [
      {
        path: tableListPath(table),
        ...titled(schema.title),
        lazy: withListSnapshots(listsShownBy(schema), () =>
          SCREENS[table]().then((screens) => ({ Component: screens.ListPage })),
        ),
      },
      {
        path: `${tableListPath(table)}/:rowId`,
        ...titled(t.customerPageTitle),
        lazy: withListSnapshots(listsShownBy(schema, true), () => rowPage(table)),
      },
    ];
  });
}

/** 重複の候補 of every table where 名寄せ applies (/sa/duplicates): it edits, so it is separate. */
export function customerDuplicatesScreens(): RouteObject[] {
  return CUSTOMER_TABLE_SCHEMAS.filter((schema) => schema.duplicates).map((schema) => ({
    path: tableDuplicatesPath(schema.collection),
    ...titled(t.duplicatesTitle),
    lazy: withListSnapshots([schema.collection], () =>
      SCREENS[schema.collection]().then((screens) => {
        if (!screens.DuplicatesPage) throw new Error(`${schema.collection} has no 重複の候補`);
        return { Component: screens.DuplicatesPage };
      }),
    ),
  }));
}
