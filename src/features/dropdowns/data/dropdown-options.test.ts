import { setBackendForTests, type DataStore } from '@/lib/backend';
import { addOption, deleteOption } from '../model/option-ops';
import type { DropdownOption } from '../model/types';
import { freshBackend } from '../test-support';
import { loadOptionList, updateOptionList } from './dropdown-options';

const adding = (id: string, label: string) => (list: readonly DropdownOption[]) =>
  addOption(list, { id, label, color: '#3B82F6' });

const labels = (options: readonly DropdownOption[]) => options.map((option) => option.label);

describe('option list writes', () => {
  it('loads of one list at the same time share one read and write-back (no racing transactions)', async () => {
    const local = await freshBackend();
    const transactions = vi.spyOn(local.data, 'runTransaction');
    const [a, b] = [loadOptionList('subGenre'), loadOptionList('subGenre')];
    expect(a).toBe(b);
    await Promise.all([a, b, loadOptionList('mainGenre')]);
    // subGenre's first load loads mainGenre (its parents) too: one write-back each, not three.
    expect(transactions).toHaveBeenCalledTimes(2);
    // Done loading, the next load reads again.
    expect(loadOptionList('subGenre')).not.toBe(a);
  });

  it('two staff adding an option at the same moment both keep theirs', async () => {
    const local = await freshBackend();
    await loadOptionList('saAssignee');
    await Promise.all([
      updateOptionList('saAssignee', adding('a', '伊藤')),
      updateOptionList('saAssignee', adding('b', '鈴木')),
    ]);
    const stored = (await loadOptionList('saAssignee')).options;
    expect(labels(stored).slice(0, 3)).toEqual(['山本', '佐藤', '田中']);
    expect(labels(stored).slice(3).sort()).toEqual(['伊藤', '鈴木'].sort());
    expect(stored.map((option) => option.order)).toEqual([0, 1, 2, 3, 4]);
    const raw = (await local.data.get('dropdown_options', 'saAssignee'))!.data.options;
    expect(raw).toHaveLength(5);
  });

  it('an edit made on an older screen applies to the list as stored now', async () => {
    await freshBackend();
    const onScreen = (await loadOptionList('saAssignee')).options;
    // Someone else adds an option after this screen loaded the list.
    await updateOptionList('saAssignee', adding('other', '伊藤'));
    const yamamoto = onScreen.find((option) => option.label === '山本')!;
    const result = await updateOptionList('saAssignee', (list) => deleteOption(list, yamamoto.id));
    expect(labels(result)).toEqual(['佐藤', '田中', '伊藤']);
    expect(labels((await loadOptionList('saAssignee')).options)).toEqual(['佐藤', '田中', '伊藤']);
  });

  it('an edit with nothing to change writes nothing and returns the stored list', async () => {
    const local = await freshBackend();
    await loadOptionList('saAssignee');
    const before = await local.data.get('dropdown_options', 'saAssignee');
    const result = await updateOptionList('saAssignee', () => null);
    expect(labels(result)).toEqual(['山本', '佐藤', '田中']);
    expect(await local.data.get('dropdown_options', 'saAssignee')).toEqual(before);
  });

  it('the first load keeps a list someone stored meanwhile instead of seeding defaults over it', async () => {
    const local = await freshBackend();
    const theirs = [{ id: 'x', label: '独自', color: '#3B82F6', usageCount: 0, order: 0 }];
    // The other person's write lands between this screen's read and its seeding write.
    const data: DataStore = Object.create(local.data) as DataStore;
    data.get = async (collection, id) => {
      const doc = await local.data.get(collection, id);
      await local.data.set(collection, id, { options: theirs });
      return doc;
    };
    setBackendForTests({ ...local, data });
    expect(labels((await loadOptionList('genre')).options)).toEqual(['独自']);
    setBackendForTests(local);
    expect(labels((await loadOptionList('genre')).options)).toEqual(['独自']);
  });
});
