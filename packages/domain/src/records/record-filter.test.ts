import { describe, expect, it, vi } from 'vitest';
import {
  ALL_PLATFORMS,
  connectRecordFilter,
  DATE_BUTTON_OPTIONS,
  DATE_POPUP_OPTIONS,
  DEFAULT_RECORD_FILTER,
  platformOptions,
  type RecordFilter,
} from './record-filter.ts';

type Filter = RecordFilter & { type: number };

function bar(filter: Filter) {
  const send = vi.fn<(event: { type: 'filter.change'; filter: Filter }) => void>();
  return { vm: connectRecordFilter(filter, send), sent: () => send.mock.calls.map(([event]) => event.filter) };
}

describe('record filters', () => {
  it('start on code 4 from the button row (本月) and every venue', () => {
    expect(DEFAULT_RECORD_FILTER).toEqual({ date: { code: 4, source: 'buttons' }, platform: '' });
    const { vm } = bar({ ...DEFAULT_RECORD_FILTER, type: 1 });
    expect(vm).toMatchObject({ dateButton: 4, datePopup: null, platform: ALL_PLATFORMS });
  });

  it('offer the button row and the popup with their own labels for the same codes', () => {
    expect(DATE_BUTTON_OPTIONS.map((option) => `${option.value}${option.label}`)).toEqual([
      '1今日',
      '2昨日',
      '3近7日',
      '4本月',
    ]);
    expect(DATE_POPUP_OPTIONS.map((option) => `${option.value}${option.label}`)).toEqual([
      '1今日',
      '2近7日',
      '3近15日',
      '4近30日',
    ]);
  });

  it('light only the control that chose the date', () => {
    const { vm } = bar({ date: { code: 3, source: 'popup' }, platform: 'ag', type: 2 });
    expect(vm).toMatchObject({ dateButton: null, datePopup: 3, platform: 'ag' });
  });

  it('send the whole new filter on a change, keeping the other filters', () => {
    const { vm, sent } = bar({ ...DEFAULT_RECORD_FILTER, type: 2 });
    vm.chooseDate(2, 'buttons');
    vm.chooseDate(4, 'popup');
    vm.choosePlatform('pg');
    expect(sent()).toEqual([
      { date: { code: 2, source: 'buttons' }, platform: '', type: 2 },
      { date: { code: 4, source: 'popup' }, platform: '', type: 2 },
      { date: { code: 4, source: 'buttons' }, platform: 'pg', type: 2 },
    ]);
  });

  it('send nothing when the choice is already made', () => {
    const { vm, sent } = bar({ ...DEFAULT_RECORD_FILTER, type: 1 });
    vm.chooseDate(4, 'buttons');
    vm.choosePlatform('');
    expect(sent()).toEqual([]);
  });

  it('list every venue first, then the venues by name with their code', () => {
    expect(
      platformOptions([
        { platform: 'ag', name: 'AG真人' },
        { platform: 'xx', name: '' },
      ]),
    ).toEqual([
      { value: '', label: '全部平台' },
      { value: 'ag', label: 'AG真人', detail: 'ag' },
      { value: 'xx', label: 'xx', detail: 'xx' },
    ]);
  });
});
