import { Columns3 } from 'lucide-react';
import { Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { Checkbox, IconButton } from '@balance/ui';
import type { GridLayout } from './useGridLayout';
import styles from './MainPage.module.css';

export type ColumnsMenuProps = { layout: GridLayout; isDisabled?: boolean };

/**
 * The Columns menu: show or hide each column and move it left or right. The library's GridToolbar has
 * no column chooser, so the app passes this one into it as an extra tool.
 */
export function ColumnsMenu({ layout, isDisabled = false }: ColumnsMenuProps) {
  return (
    <DialogTrigger>
      <IconButton label="Columns" icon={<Columns3 size={18} aria-hidden />} isDisabled={isDisabled} />
      <Popover placement="bottom end" className={styles.popover}>
        <Dialog aria-label="Columns" className={styles.columnsDialog}>
          <p className={styles.popoverTitle}>Columns</p>
          <ul className={styles.columnList}>
            {layout.orderedColumns.map((column, index) => (
              <li key={column.key} className={styles.columnItem}>
                <Checkbox
                  isSelected={!layout.hiddenColumns.includes(column.key)}
                  onChange={() => layout.toggleColumn(column.key)}
                >
                  {column.header}
                </Checkbox>
                <span className={styles.columnMove}>
                  <IconButton
                    label={`Move ${column.header} left`}
                    icon={<span aria-hidden>↑</span>}
                    isDisabled={index === 0}
                    onPress={() => layout.moveColumn(column.key, -1)}
                  />
                  <IconButton
                    label={`Move ${column.header} right`}
                    icon={<span aria-hidden>↓</span>}
                    isDisabled={index === layout.orderedColumns.length - 1}
                    onPress={() => layout.moveColumn(column.key, 1)}
                  />
                </span>
              </li>
            ))}
          </ul>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
