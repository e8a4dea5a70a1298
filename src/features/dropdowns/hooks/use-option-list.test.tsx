import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LABELS } from '../model/default-options';
import { badgeStyleFor, DEFAULT_OPTION_COLOR, PALETTE } from '../model/palette';
import { installFaults, freshBackend } from '../test-support';
import { useOptionList, useOptionLists } from './use-option-list';

afterEach(() => vi.restoreAllMocks());

describe('useOptionList', () => {
  it('migrates a legacy list, saves it, and answers labels in order with colours', async () => {
    const local = await freshBackend();
    await local.data.set('dropdown_options', 'saAssignee', { options: ['山本', '佐藤'] });
    const { result } = renderHook(() => useOptionList('saAssignee'));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.labels).toEqual(['山本', '佐藤']);
    expect(result.current.colorOf('佐藤')).toBe(PALETTE[1].hex);
    expect(result.current.badgeStyleOf('山本')).toEqual(badgeStyleFor(PALETTE[0].hex));
    expect(result.current.colorOf('いない人')).toBe(DEFAULT_OPTION_COLOR);
    const stored = await local.data.get('dropdown_options', 'saAssignee');
    expect(stored?.data.options).toEqual([
      { id: 'saAssignee-0', label: '山本', color: PALETTE[0].hex, usageCount: 0, order: 0 },
      { id: 'saAssignee-1', label: '佐藤', color: PALETTE[1].hex, usageCount: 0, order: 1 },
    ]);
  });

  it('sorts stored options by their order field', async () => {
    const local = await freshBackend();
    await local.data.set('dropdown_options', 'oemList', {
      options: [
        { id: 'b', label: 'B社', color: '#EF4444', usageCount: 0, order: 1 },
        { id: 'a', label: 'A社', color: '#3B82F6', usageCount: 0, order: 0 },
      ],
    });
    const { result } = renderHook(() => useOptionList('oemList'));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.options.map((o) => o.id)).toEqual(['a', 'b']);
  });

  it('seeds and saves a missing list with its defaults', async () => {
    const local = await freshBackend();
    const { result } = renderHook(() => useOptionList('partnerStatus'));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.labels).toEqual(['検討中', '締結書類確認中', 'ご締結中']);
    expect(await local.data.get('dropdown_options', 'partnerStatus')).not.toBeNull();
  });

  it('falls back to the built-in defaults and logs when the list cannot be read', async () => {
    const local = await freshBackend();
    installFaults(local, { reads: true });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useOptionList('customerProgress'));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.labels).toEqual(DEFAULT_LABELS.customerProgress);
    expect(result.current.error).toBeInstanceOf(Error);
    expect(logged).toHaveBeenCalled();
  });
});

describe('useOptionLists', () => {
  it('loads several lists at once, each by its key, and not again for the same keys', async () => {
    const local = await freshBackend();
    await local.data.set('dropdown_options', 'saAssignee', { options: ['山本'] });
    await local.data.set('dropdown_options', 'obAssignee', { options: ['佐藤', '鈴木'] });
    const { result, rerender } = renderHook(
      ({ keys }: { keys: ('saAssignee' | 'obAssignee')[] }) => useOptionLists(keys),
      { initialProps: { keys: ['saAssignee', 'obAssignee'] } },
    );
    expect(result.current.saAssignee.status).toBe('loading');
    await waitFor(() => expect(result.current.obAssignee.status).toBe('ready'));
    await waitFor(() => expect(result.current.saAssignee.status).toBe('ready'));
    expect(result.current.saAssignee.labels).toEqual(['山本']);
    expect(result.current.obAssignee.labels).toEqual(['佐藤', '鈴木']);
    const before = result.current;
    rerender({ keys: ['saAssignee', 'obAssignee'] });
    expect(result.current).toBe(before);
  });
});
