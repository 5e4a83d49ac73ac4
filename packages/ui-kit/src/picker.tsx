import { type ReactNode, useId, useState } from 'react';
import { BottomSheet } from './bottom-sheet.tsx';
import { IconCheck } from './icon/check.tsx';
import { IconChevronDown } from './icon/chevron-down.tsx';
// The field look (label, control box, error) is TextField's; its CSS file is shared, not copied.
import './text-field.css';
import './picker.css';

/** One choice of a {@link Picker}. */
export interface PickerOption<V extends string | number = string> {
  value: V;
  /** What the field shows once chosen, e.g. `中国工商银行`. */
  label: string;
  /** A second line in the list, e.g. a masked card number or a balance. */
  detail?: ReactNode;
  disabled?: boolean;
}

/** Props of {@link Picker}. */
export interface PickerProps<V extends string | number = string> {
  /** The field's visible label, e.g. `开户银行`. */
  label: string;
  options: readonly PickerOption<V>[];
  /** The chosen value, or null for none; the owner holds it. */
  value: V | null;
  /** Called with the chosen option's value; the sheet closes by itself. */
  onChange: (value: V) => void;
  /** What the field shows while nothing is chosen, e.g. `请选择银行`. */
  placeholder: string;
  /** The sheet's title; the label by default. */
  sheetTitle?: string;
  /** The error under the field; it describes the button. */
  error?: string;
  /** Shown in the sheet when there are no options, e.g. `暂无银行卡`. */
  emptyText?: string;
  /** Content under the options, e.g. a link to add a card. */
  footer?: ReactNode;
  disabled?: boolean;
  /** `关闭` by default: the sheet's ✕ button. */
  closeLabel?: string;
  id?: string;
  className?: string;
}

/** Props of {@link PickerOptions}. */
export interface PickerOptionsProps<V extends string | number> {
  options: readonly PickerOption<V>[];
  /** The chosen option (the same object as in `options`), if any. */
  selected: PickerOption<V> | undefined;
  /** Shown when there are no options. */
  emptyText?: string;
  /** Called with the tapped option, the chosen one included; the owner closes the sheet. */
  onPick: (option: PickerOption<V>) => void;
}

/**
 * The option list inside a picking sheet ({@link Picker}, `FilterChip`): one button per option, the chosen one
 * `aria-pressed` with a check mark and focused when the sheet opens.
 */
export function PickerOptions<V extends string | number>({
  options,
  selected,
  emptyText,
  onPick,
}: PickerOptionsProps<V>) {
  return (
    <>
      {options.length === 0 && emptyText ? <p className="lb-picker__empty">{emptyText}</p> : null}
      <ul className="lb-picker__list">
        {options.map((option) => {
          const chosen = option === selected;
          return (
            <li key={String(option.value)}>
              <button
                type="button"
                className="lb-picker__option"
                aria-pressed={chosen}
                disabled={option.disabled}
                data-autofocus={chosen || undefined}
                onClick={() => onPick(option)}
              >
                <span className="lb-picker__option-text">
                  <span>{option.label}</span>
                  {option.detail && <span className="lb-picker__detail">{option.detail}</span>}
                </span>
                {chosen && <IconCheck size={18} />}
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/**
 * Choose one option in a {@link BottomSheet}: a field-like button with a visible label and the chosen
 * option's text (or a placeholder), `aria-haspopup="dialog"`; the options are buttons, the chosen one
 * `aria-pressed` and focused when the sheet opens. An error describes the button, as in `TextField`.
 */
export function Picker<V extends string | number>({
  label,
  options,
  value,
  onChange,
  placeholder,
  sheetTitle,
  error,
  emptyText,
  footer,
  disabled = false,
  closeLabel,
  id,
  className,
}: PickerProps<V>) {
  const fallbackId = useId();
  const buttonId = id ?? fallbackId;
  const labelId = `${buttonId}-label`;
  const valueId = `${buttonId}-value`;
  const errorId = `${buttonId}-error`;
  const [open, setOpen] = useState(false);
  const selected = value === null ? undefined : options.find((option) => option.value === value);

  const classes = ['lb-field', 'lb-picker'];
  if (className) classes.push(className);

  return (
    <div className={classes.join(' ')}>
      <label id={labelId} htmlFor={buttonId} className="lb-field__label">
        {label}
      </label>
      <button
        id={buttonId}
        type="button"
        className="lb-field__control lb-picker__button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-labelledby={`${labelId} ${valueId}`}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        <span id={valueId} className={selected ? 'lb-picker__value' : 'lb-picker__value lb-picker__value--placeholder'}>
          {selected ? selected.label : placeholder}
        </span>
        <IconChevronDown size={18} className="lb-picker__chevron" />
      </button>
      {error && (
        <p id={errorId} className="lb-field__error">
          {error}
        </p>
      )}
      <BottomSheet
        open={open}
        onClose={() => setOpen(false)}
        title={sheetTitle ?? label}
        closeLabel={closeLabel}
        footer={footer}
      >
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
    </div>
  );
}
