import { useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/ui/page';
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

function isTab(value: string | null): value is DropdownTab {
  return (DROPDOWN_TABS as readonly string[]).includes(value ?? '');
}

/** /dropdown-management: tabs SA, OB, CS and GTM with one card per option list. */
export function DropdownManagementPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: DropdownTab = isTab(requested) ? requested : 'sa';
  const { lists, change, reload } = useDropdownLists(VISIBLE_LISTS);
  const tabRefs = useRef<Partial<Record<DropdownTab, HTMLButtonElement | null>>>({});

  const select = (next: DropdownTab) => {
    setParams(next === 'sa' ? {} : { tab: next }, { replace: true });
    tabRefs.current[next]?.focus();
  };

  const handleTabKeyDown = (event: KeyboardEvent) => {
    const index = DROPDOWN_TABS.indexOf(tab);
    const last = DROPDOWN_TABS.length - 1;
    const target: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    if (event.key in target) {
      event.preventDefault();
      select(DROPDOWN_TABS[target[event.key]!]!);
    }
  };

  const parentState = lists[PARENT_CATEGORY_LIST];
  const parents = parentState && parentState.status !== 'loading' ? parentState.options : [];
  const childState = lists[SUB_CATEGORY_LIST];
  const children = childState && childState.status !== 'loading' ? childState.options : [];
  const childCountOf = (parentId: string) => children.filter((c) => c.parentId === parentId).length;

  return (
    <Page title={s.title}>
      <p className="-mt-3 text-sm text-slate-500">{s.description}</p>
      <div role="tablist" aria-label={s.tabsLabel} className="flex gap-1 border-b border-slate-200">
        {DROPDOWN_TABS.map((id) => {
          const selected = id === tab;
          return (
            <button
              key={id}
              ref={(el) => {
                tabRefs.current[id] = el;
              }}
              id={`dropdown-tab-${id}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`dropdown-panel-${id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(id)}
              onKeyDown={handleTabKeyDown}
              className={`focus-visible:outline-brand-600 -mb-px min-w-20 border-b-2 px-4 py-2.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-[-2px] ${
                selected
                  ? 'border-brand-600 text-brand-700'
                  : 'border-transparent text-slate-500 hover:border-slate-300 hover:text-slate-800'
              }`}
            >
              {tabLabels[id]}
            </button>
          );
        })}
      </div>
      <div
        id={`dropdown-panel-${tab}`}
        role="tabpanel"
        aria-labelledby={`dropdown-tab-${tab}`}
        className={`grid grid-cols-1 items-start gap-6 ${gridColumns[TAB_LISTS[tab].length] ?? 'lg:grid-cols-2'}`}
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
      </div>
    </Page>
  );
}
