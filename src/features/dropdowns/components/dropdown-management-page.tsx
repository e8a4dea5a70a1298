import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { Tabs } from '@/components/ui/tabs';
import { useDropdownLists } from '../hooks/use-dropdown-lists';
import {
  DROPDOWN_TABS,
  PARENT_CATEGORY_LIST,
  SUB_CATEGORY_LIST,
  TAB_LISTS,
  type DropdownTab,
} from '../model/types';
import { dropdownStrings as s, tabLabels } from '../strings';
import { OptionListCard } from './option-list-card';

const VISIBLE_LISTS = DROPDOWN_TABS.flatMap((tab) => TAB_LISTS[tab]);

/** Three lists sit in one row; four make a 2 x 2 grid; a single list keeps a readable width. */
const gridColumns: Record<number, string> = {
  1: 'max-w-xl',
  3: 'lg:grid-cols-2 xl:grid-cols-3',
};

/** The tab shown without `?tab=`, whose address stays bare. */
const FIRST_TAB = DROPDOWN_TABS[0];

function isTab(value: string | null): value is DropdownTab {
  return (DROPDOWN_TABS as readonly string[]).includes(value ?? '');
}

/** /dropdown-management: tabs SA, OB, CS and GTM with one card per option list. */
export function DropdownManagementPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: DropdownTab = isTab(requested) ? requested : FIRST_TAB;
  const { lists, change, reload } = useDropdownLists(VISIBLE_LISTS);
  const parentState = lists[PARENT_CATEGORY_LIST];
  const parents = parentState && parentState.status !== 'loading' ? parentState.options : [];
  const childState = lists[SUB_CATEGORY_LIST];
  const children = childState && childState.status !== 'loading' ? childState.options : [];
  const childCountOf = (parentId: string) => children.filter((c) => c.parentId === parentId).length;

  return (
    <Page title={s.title}>
      <p className="-mt-3 text-sm text-slate-500">{s.description}</p>
      <Tabs
        id="dropdown"
        label={s.tabsLabel}
        tabs={DROPDOWN_TABS.map((id) => ({ value: id, label: tabLabels[id] }))}
        selected={tab}
        onSelect={(next) => setParams(next === FIRST_TAB ? {} : { tab: next }, { replace: true })}
        panelClassName={`grid grid-cols-1 items-start gap-6 ${gridColumns[TAB_LISTS[tab].length] ?? 'lg:grid-cols-2'}`}
      >
        {TAB_LISTS[tab].map((key) => (
          <OptionListCard
            key={key}
            listKey={key}
            state={lists[key]}
            parents={key === SUB_CATEGORY_LIST ? parents : null}
            childCountOf={key === PARENT_CATEGORY_LIST ? childCountOf : undefined}
            onChange={change}
            onRetry={reload}
          />
        ))}
      </Tabs>
    </Page>
  );
}
