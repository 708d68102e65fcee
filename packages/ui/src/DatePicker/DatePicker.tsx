import type { CalendarDate } from '@internationalized/date';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker as AriaDatePicker,
  type DatePickerProps as AriaDatePickerProps,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Popover,
  type ValidationResult,
} from 'react-aria-components';
import { FieldDescription, FieldError, FieldLabel, fieldStyles } from '../FieldError/FieldError';
import styles from './DatePicker.module.css';

export type DatePickerProps = Omit<AriaDatePickerProps<CalendarDate>, 'children' | 'className' | 'style'> & {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Locale of the segments and calendar. Default 'en-US' (MM/DD/YYYY, as the spec shows dates). */
  locale?: string;
  className?: string;
};

/**
 * A date field (typed segment by segment) with a calendar popover, on react-aria's DatePicker.
 * Values are `CalendarDate`s from @internationalized/date (no time zone surprises).
 */
export function DatePicker({
  label,
  description,
  errorMessage,
  locale = 'en-US',
  className,
  ...rest
}: DatePickerProps) {
  return (
    <I18nProvider locale={locale}>
      <AriaDatePicker<CalendarDate>
        shouldForceLeadingZeros
        {...rest}
        className={[fieldStyles.field, styles.datePicker, className].filter(Boolean).join(' ')}
      >
        <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
        <Group className={[fieldStyles.control, styles.group].join(' ')}>
          <DateInput className={styles.input}>
            {(segment) => <DateSegment segment={segment} className={styles.segment} />}
          </DateInput>
          <Button className={styles.button}>
            <CalendarDays size={16} aria-hidden />
          </Button>
        </Group>
        {description !== undefined && <FieldDescription>{description}</FieldDescription>}
        <FieldError>{errorMessage}</FieldError>
        <Popover className={styles.popover} offset={4}>
          <Dialog className={styles.dialog}>
            <Calendar className={styles.calendar}>
              <header className={styles.header}>
                <Button slot="previous" className={styles.nav}>
                  <ChevronLeft size={16} aria-hidden />
                </Button>
                <Heading className={styles.heading} />
                <Button slot="next" className={styles.nav}>
                  <ChevronRight size={16} aria-hidden />
                </Button>
              </header>
              <CalendarGrid className={styles.grid}>
                {(date) => <CalendarCell date={date} className={styles.cell} />}
              </CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </AriaDatePicker>
    </I18nProvider>
  );
}
