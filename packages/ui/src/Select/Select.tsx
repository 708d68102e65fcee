import { Check, ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button,
  type Key,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  SelectValue,
  type ValidationResult,
} from 'react-aria-components';
import { FieldDescription, FieldError, FieldLabel, fieldStyles } from '../FieldError/FieldError';
import { useDeferredOpen } from '../overlays/useDeferredOpen';
import styles from './Select.module.css';

/** One choice of a Select or ComboBox. */
export type SelectItem = { id: string; label: string; isDisabled?: boolean };

export type SelectProps = Omit<
  AriaSelectProps<SelectItem>,
  | 'children'
  | 'className'
  | 'style'
  | 'items'
  | 'selectionMode'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'selectedKey'
  | 'defaultSelectedKey'
  | 'onSelectionChange'
> & {
  /** Visible label (required: every field is labelled). */
  label: ReactNode;
  items: readonly SelectItem[];
  /** The selected item's id (controlled); `null` for none. */
  selectedKey?: string | null;
  /** The initially selected item's id (uncontrolled). */
  defaultSelectedKey?: string | null;
  onSelectionChange?: (key: string | null) => void;
  description?: ReactNode;
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Shown in the list when `items` is empty. */
  emptyText?: string;
  className?: string;
};

const toId = (key: Key | null): string | null => (key === null ? null : String(key));

/** A labelled single-choice dropdown on react-aria's Select. */
export function Select({
  label,
  items,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  description,
  errorMessage,
  emptyText = 'No options',
  placeholder = 'Select…',
  className,
  ...rest
}: SelectProps) {
  const open = useDeferredOpen(rest);
  return (
    <AriaSelect<SelectItem>
      {...rest}
      isOpen={open.isOpen}
      onOpenChange={open.onOpenChange}
      placeholder={placeholder}
      value={selectedKey}
      defaultValue={defaultSelectedKey}
      onChange={onSelectionChange ? (key) => onSelectionChange(toId(key)) : undefined}
      allowsEmptyCollection
      className={[fieldStyles.field, styles.select, className].filter(Boolean).join(' ')}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <Button className={[fieldStyles.control, styles.trigger].join(' ')}>
        <SelectValue className={styles.value} />
        <ChevronDown size={16} aria-hidden className={styles.chevron} />
      </Button>
      {description !== undefined && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
      <OptionsPopover items={items} emptyText={emptyText} />
    </AriaSelect>
  );
}

export type OptionsPopoverProps = {
  /** The options; leave out inside a ComboBox, whose (filtered) collection feeds the list. */
  items?: readonly SelectItem[];
  emptyText: string;
};

/** The popover list shared by Select and ComboBox. */
export function OptionsPopover({ items, emptyText }: OptionsPopoverProps) {
  return (
    <Popover className={styles.popover} offset={4}>
      <ListBox
        items={items}
        className={styles.listbox}
        renderEmptyState={() => <div className={styles.empty}>{emptyText}</div>}
      >
        {(item) => (
          <ListBoxItem
            id={item.id}
            textValue={item.label}
            isDisabled={item.isDisabled}
            className={styles.option}
          >
            {({ isSelected }) => (
              <>
                <span className={styles.optionLabel}>{item.label}</span>
                {isSelected && <Check size={14} aria-hidden className={styles.check} />}
              </>
            )}
          </ListBoxItem>
        )}
      </ListBox>
    </Popover>
  );
}
