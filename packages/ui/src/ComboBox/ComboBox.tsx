import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button,
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Group,
  Input,
  type Key,
  type ValidationResult,
} from 'react-aria-components';
import { FieldDescription, FieldError, FieldLabel, fieldStyles } from '../FieldError/FieldError';
import { OptionsPopover, type SelectItem } from '../Select/Select';
import styles from './ComboBox.module.css';

export type ComboBoxProps = Omit<
  AriaComboBoxProps<SelectItem>,
  | 'children'
  | 'className'
  | 'style'
  | 'items'
  | 'defaultItems'
  | 'selectionMode'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'selectedKey'
  | 'defaultSelectedKey'
  | 'onSelectionChange'
> & {
  label: ReactNode;
  /**
   * The options. Filtered as the user types, unless `inputValue` is controlled: then the caller
   * filters (e.g. a server search) and passes the matching items.
   */
  items: readonly SelectItem[];
  selectedKey?: string | null;
  defaultSelectedKey?: string | null;
  onSelectionChange?: (key: string | null) => void;
  description?: ReactNode;
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  placeholder?: string;
  /** Shown in the list when nothing matches. */
  emptyText?: string;
  className?: string;
};

const toId = (key: Key | null): string | null => (key === null ? null : String(key));

/** A text input with a filtered list of choices, on react-aria's ComboBox. */
export function ComboBox({
  label,
  items,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  description,
  errorMessage,
  placeholder,
  emptyText = 'No matches',
  className,
  ...rest
}: ComboBoxProps) {
  const isServerFiltered = rest.inputValue !== undefined;
  return (
    <AriaComboBox<SelectItem>
      {...rest}
      {...(isServerFiltered ? { items } : { defaultItems: items })}
      value={selectedKey}
      defaultValue={defaultSelectedKey}
      onChange={onSelectionChange ? (key) => onSelectionChange(toId(key)) : undefined}
      allowsEmptyCollection
      className={[fieldStyles.field, styles.comboBox, className].filter(Boolean).join(' ')}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <Group className={[fieldStyles.control, styles.group].join(' ')}>
        <Input placeholder={placeholder} className={styles.input} />
        <Button className={styles.button}>
          <ChevronDown size={16} aria-hidden />
        </Button>
      </Group>
      {description !== undefined && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
      <OptionsPopover emptyText={emptyText} />
    </AriaComboBox>
  );
}
