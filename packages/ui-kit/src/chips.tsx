import { useState } from 'react';
import { BottomSheet } from './bottom-sheet.tsx';
import { IconChevronDown } from './icon/chevron-down.tsx';
import { type PickerOption, PickerOptions } from './picker.tsx';
import './picker.css';
import './chips.css';

/** One button of a {@link ChipGroup}. */
export interface ChipOption<V extends string | number = string> {
  value: V;
  label: string;
}

/** Props of {@link ChipGroup}. */
export interface ChipGroupProps<V extends string | number = string> {
  /** The group's accessible name, e.g. `日期`. */
  label: string;
  options: readonly ChipOption<V>[];
  /** The chosen value; null when none of these buttons is (the choice came from elsewhere, e.g. a popup). */
  value: V | null;
  /** Called with a tapped button's value, unless it is the chosen one already. */
  onChange: (value: V) => void;
  className?: string;
}

/**
 * A row of toggle buttons choosing one value (a filter's quick choices: 今日, 昨日, ...): a named `group`, the
 * chosen button `aria-pressed`, each at least 44 px tall. The row shares the width evenly.
 */
export function ChipGroup<V extends string | number>({
  label,
  options,
  value,
  onChange,
  className,
}: ChipGroupProps<V>) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would need a legend; a labelled group is the same for readers.
    <div role="group" aria-label={label} className={className ? `lb-chips ${className}` : 'lb-chips'}>
      {options.map((option) => (
        <button
          key={String(option.value)}
          type="button"
          className="lb-chip"
          aria-pressed={option.value === value}
          onClick={() => {
            if (option.value !== value) onChange(option.value);
          }}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

/** Props of {@link FilterChip}. */
export interface FilterChipProps<V extends string | number = string> {
  /** What the chip filters, e.g. `游戏平台`: the sheet's title and the start of the chip's accessible name. */
  label: string;
  options: readonly PickerOption<V>[];
  /** The chosen value, or null when this chip has none (the placeholder shows). */
  value: V | null;
  /** Called with the chosen option's value; the sheet closes by itself. */
  onChange: (value: V) => void;
  /** What the chip shows while it has no value, e.g. `更多`. */
  placeholder: string;
  /** Shown in the sheet when there are no options, e.g. `暂无平台`. */
  emptyText?: string;
  /** `关闭` by default: the sheet's ✕ button. */
  closeLabel?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * A compact filter button (a pill with the chosen option's text and a chevron) that opens its options in a
 * {@link BottomSheet}, as record screens filter by platform and date. Its accessible name is the label then the
 * shown text (`游戏平台 全部平台`); `aria-haspopup="dialog"`; the chosen option is `aria-pressed` in the sheet.
 */
export function FilterChip<V extends string | number>({
  label,
  options,
  value,
  onChange,
  placeholder,
  emptyText,
  closeLabel,
  disabled = false,
  className,
}: FilterChipProps<V>) {
  const [open, setOpen] = useState(false);
  const selected = value === null ? undefined : options.find((option) => option.value === value);
  const classes = ['lb-filter-chip'];
  if (selected) classes.push('lb-filter-chip--chosen');
  if (className) classes.push(className);
  return (
    <>
      <button
        type="button"
        className={classes.join(' ')}
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        <span className="lb-visually-hidden">{label} </span>
        <span className="lb-filter-chip__value">{selected ? selected.label : placeholder}</span>
        <IconChevronDown size={16} />
      </button>
      <BottomSheet open={open} onClose={() => setOpen(false)} title={label} closeLabel={closeLabel}>
        <PickerOptions
          options={options}
          selected={selected}
          emptyText={emptyText}
          onPick={(option) => {
            setOpen(false);
            if (option !== selected) onChange(option.value);
          }}
        />
      </BottomSheet>
    </>
  );
}
