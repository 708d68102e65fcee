import { formatNumber } from '@balance/domain';
import { Download, Eye, EyeOff, Lock, LockOpen, Save, UserCog } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { Separator, ToggleButton, Toolbar } from 'react-aria-components';
import { Button, IconButton } from '../Button/Button';
import { Tooltip, TooltipTrigger } from '../Tooltip/Tooltip';
import styles from './GridToolbar.module.css';

export type GridToolbarProps = {
  /** Heading of the results area. */
  title?: string;
  /** Number of results of the last search; nothing is shown while it is unknown. */
  resultCount?: number | null;
  isGridVisible: boolean;
  onGridVisibleChange: (visible: boolean) => void;
  /** id of the grid region the Hide/Show button controls. */
  gridId?: string;
  isLocked: boolean;
  onLockedChange: (locked: boolean) => void;
  onSaveSettings: () => void;
  /** Shows a spinner on Save Grid Settings and refuses presses while saving. */
  isSaving?: boolean;
  /** Opens the User Default Settings modal. */
  onOpenSettings: () => void;
  /** Shows an Export CSV button when given. */
  onExportCsv?: () => void;
  /**
   * Extra tools of the app (e.g. a Columns menu), placed in the same toolbar after User Default
   * Settings, so the arrow keys reach them too.
   */
  children?: ReactNode;
  isDisabled?: boolean;
  className?: string;
};

function WithTooltip({ tip, children }: { tip: string; children: ReactNode }) {
  return (
    <TooltipTrigger>
      {children}
      <Tooltip>{tip}</Tooltip>
    </TooltipTrigger>
  );
}

/** Results header: title and count, Hide/Show Grid, Lock/Unlock Grid, Save Grid Settings, User Default Settings. */
export function GridToolbar({
  title = 'Results',
  resultCount,
  isGridVisible,
  onGridVisibleChange,
  gridId,
  isLocked,
  onLockedChange,
  onSaveSettings,
  isSaving = false,
  onOpenSettings,
  onExportCsv,
  children,
  isDisabled = false,
  className,
}: GridToolbarProps) {
  const count =
    resultCount === null || resultCount === undefined
      ? ''
      : `${formatNumber(resultCount)} ${resultCount === 1 ? 'result' : 'results'}`;
  // The count changes with every search (Go, then the reply); the tools only when their own state does.
  // With stable handlers from the app, a search does not re-render the buttons and their tooltips.
  const tools = useMemo(
    () => (
      <>
        <Button
          size="sm"
          variant="ghost"
          icon={isGridVisible ? <EyeOff size={16} aria-hidden /> : <Eye size={16} aria-hidden />}
          aria-controls={gridId}
          isDisabled={isDisabled}
          onPress={() => onGridVisibleChange(!isGridVisible)}
          className={styles.gridToggle}
        >
          <span className={styles.gridToggleText}>{isGridVisible ? 'Hide Grid' : 'Show Grid'}</span>
        </Button>
        <Separator orientation="vertical" className={styles.separator} />
        <WithTooltip tip={isLocked ? 'Unlock Grid' : 'Lock Grid'}>
          <ToggleButton
            aria-label="Lock Grid"
            isSelected={isLocked}
            onChange={onLockedChange}
            isDisabled={isDisabled}
            className={styles.toggle}
          >
            {isLocked ? <Lock size={18} aria-hidden /> : <LockOpen size={18} aria-hidden />}
          </ToggleButton>
        </WithTooltip>
        <WithTooltip tip="Save Grid Settings">
          <IconButton
            label="Save Grid Settings"
            icon={<Save size={18} aria-hidden />}
            isPending={isSaving}
            isDisabled={isDisabled}
            onPress={onSaveSettings}
          />
        </WithTooltip>
        <WithTooltip tip="User Default Settings">
          <IconButton
            label="User Default Settings"
            icon={<UserCog size={18} aria-hidden />}
            aria-haspopup="dialog"
            isDisabled={isDisabled}
            onPress={onOpenSettings}
          />
        </WithTooltip>
      </>
    ),
    [
      gridId,
      isDisabled,
      isGridVisible,
      isLocked,
      isSaving,
      onGridVisibleChange,
      onLockedChange,
      onOpenSettings,
      onSaveSettings,
    ],
  );
  return (
    <div className={[styles.bar, className].filter(Boolean).join(' ')}>
      <div className={styles.heading}>
        <h2 className={styles.title}>{title}</h2>
        <p className={styles.count} aria-live="polite">
          {count}
        </p>
      </div>
      <Toolbar aria-label="Grid tools" className={styles.tools}>
        {tools}
        {children}
        {onExportCsv && (
          <Button
            size="sm"
            variant="secondary"
            icon={<Download size={16} aria-hidden />}
            isDisabled={isDisabled}
            onPress={onExportCsv}
          >
            Export CSV
          </Button>
        )}
      </Toolbar>
    </div>
  );
}
