import { AlertCircle, FileText, UploadCloud, X } from 'lucide-react';
import { useId, useState } from 'react';
import {
  DropZone,
  type DropZoneProps,
  FileTrigger,
  isFileDropItem,
  ProgressBar,
  Text,
} from 'react-aria-components';
import { Button, IconButton } from '../Button/Button';
import styles from './FileDrop.module.css';

/** What the component shows about the chosen file. A browser `File` fits. */
export type ChosenFile = { name: string; size: number; type?: string };

export type FileDropProps = {
  /** Visible label, e.g. 'Agent file'. */
  label: string;
  /** Help text, e.g. the accepted formats and size. */
  description?: string;
  /** MIME types and/or extensions, e.g. ['text/csv', '.csv']. Other files are refused with a message. */
  acceptedFileTypes?: readonly string[];
  /** Called with the file the user dropped or picked (after the type filter). */
  onSelect?: (file: File) => void;
  /** Called when the user removes the chosen file. */
  onClear?: () => void;
  /** The chosen file (controlled). Leave undefined to let the component remember it. */
  file?: ChosenFile | null;
  /** Upload progress 0..1; shows a progress bar while defined. */
  progress?: number;
  /** An error to show (e.g. the upload failed). */
  errorMessage?: string;
  isDisabled?: boolean;
  className?: string;
};

/** Whether `file` matches one of the accepted MIME types (`text/*` too) or extensions. */
export function isAcceptedFile(file: { name: string; type?: string }, accepted?: readonly string[]): boolean {
  if (!accepted || accepted.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = (file.type ?? '').toLowerCase();
  return accepted.some((raw) => {
    const rule = raw.trim().toLowerCase();
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

/** A human file size: 512 B, 12.3 KB, 4.5 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Drag and drop a file, or pick one with the button (react-aria DropZone + FileTrigger). Shows the
 * chosen file, an upload progress bar driven by `progress`, and errors next to the zone.
 */
export function FileDrop({
  label,
  description,
  acceptedFileTypes,
  onSelect,
  onClear,
  file,
  progress,
  errorMessage,
  isDisabled = false,
  className,
}: FileDropProps) {
  const [innerFile, setInnerFile] = useState<ChosenFile | null>(null);
  const [rejection, setRejection] = useState<string | null>(null);
  const chosen = file !== undefined ? file : innerFile;
  const labelId = useId();
  const descriptionId = useId();
  const error = rejection ?? errorMessage;
  const typesText = acceptedFileTypes?.join(', ');

  const accept = (next: File) => {
    if (!isAcceptedFile(next, acceptedFileTypes)) {
      setRejection(`${next.name} is not an accepted file type. Choose: ${typesText}.`);
      return;
    }
    setRejection(null);
    setInnerFile(next);
    onSelect?.(next);
  };

  const handleDrop: NonNullable<DropZoneProps['onDrop']> = async (event) => {
    const item = event.items.find(isFileDropItem);
    if (item) accept(await item.getFile());
  };

  const handleClear = () => {
    setRejection(null);
    setInnerFile(null);
    onClear?.();
  };

  const isUploading = progress !== undefined && chosen !== null;

  return (
    <div
      className={[styles.fileDrop, className].filter(Boolean).join(' ')}
      data-invalid={error ? true : undefined}
    >
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <DropZone
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
        isDisabled={isDisabled}
        onDrop={handleDrop}
        data-part="dropzone"
        className={styles.zone}
      >
        <UploadCloud size={24} aria-hidden className={styles.zoneIcon} />
        <Text slot="label" className={styles.zoneText}>
          Drag a file here, or
        </Text>
        <FileTrigger
          acceptedFileTypes={acceptedFileTypes}
          onSelect={(files) => {
            const picked = files?.[0];
            if (picked) accept(picked);
          }}
        >
          <Button variant="secondary" size="sm" isDisabled={isDisabled}>
            Choose file
          </Button>
        </FileTrigger>
      </DropZone>
      {description && (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      )}
      {chosen && (
        <div className={styles.file}>
          <FileText size={16} aria-hidden className={styles.fileIcon} />
          <span className={styles.fileName}>{chosen.name}</span>
          <span className={styles.fileSize}>{formatFileSize(chosen.size)}</span>
          {!isUploading && (
            <IconButton
              label={`Remove ${chosen.name}`}
              icon={<X size={14} aria-hidden />}
              onPress={handleClear}
              isDisabled={isDisabled}
            />
          )}
        </div>
      )}
      {isUploading && (
        <ProgressBar
          aria-label={`Uploading ${chosen.name}`}
          value={Math.min(1, Math.max(0, progress)) * 100}
          className={styles.progress}
        >
          {({ percentage, valueText }) => (
            <>
              <div className={styles.track}>
                <div className={styles.fill} style={{ width: `${percentage ?? 0}%` }} />
              </div>
              <span className={styles.progressText}>{valueText}</span>
            </>
          )}
        </ProgressBar>
      )}
      {error && (
        <span className={styles.error} role="alert">
          <AlertCircle size={14} aria-hidden className={styles.errorIcon} />
          {error}
        </span>
      )}
    </div>
  );
}
