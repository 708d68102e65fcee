import { yearChoices } from '@balance/domain';
import { Select } from '@balance/ui';

export type YearChoiceProps = {
  value: number;
  onChange: (year: number) => void;
  /** The choices (newest first); 2020 to `now`'s year when not given. */
  years?: readonly number[] | null;
  now: Date;
  label?: string;
  isDisabled?: boolean;
};

/** The year of a page: 2020 to the current year (docs/product.md#constants-and-limits). */
export function YearChoice({ value, onChange, years, now, label = 'Year', isDisabled }: YearChoiceProps) {
  const choices = years && years.length > 0 ? years : yearChoices(now);
  const items = choices.map((year) => ({ id: String(year), label: String(year) }));
  if (!choices.includes(value)) items.unshift({ id: String(value), label: String(value) });
  return (
    <Select
      label={label}
      items={items}
      selectedKey={String(value)}
      isDisabled={isDisabled}
      onSelectionChange={(key) => {
        if (key) onChange(Number(key));
      }}
    />
  );
}
