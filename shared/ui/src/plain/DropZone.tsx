import { useId, useState, type ReactNode } from 'react';

interface Props {
  /** The file input's accessible name. */
  label: string;
  /** The file types the chooser offers (the input's `accept`). */
  accept?: string;
  disabled?: boolean;
  /** Called with the one file chosen or dropped. */
  onFile: (file: File) => void;
  /** What the zone says (how to choose or drop, which files). */
  children: ReactNode;
}

/**
 * A file chooser that also takes a dropped file: the whole zone is the file input's label, so a click or
 * Enter / Space on the (focusable) input opens the browser's chooser; dropping a file on the zone chooses it.
 * The input is cleared after each choice, so choosing the same file again is seen.
 */
export function DropZone({ label, accept, disabled = false, onFile, children }: Props) {
  const id = useId();
  const [over, setOver] = useState(false);
  return (
    <div
      className={['drop-zone', over && 'drop-zone-over', disabled && 'drop-zone-disabled'].filter(Boolean).join(' ')}
      onDragOver={(event) => {
        if (disabled) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const file = event.dataTransfer.files[0];
        if (!disabled && file) onFile(file);
      }}
    >
      <input
        id={id}
        type="file"
        className="drop-zone-input"
        accept={accept}
        disabled={disabled}
        aria-label={label}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <label htmlFor={id} className="drop-zone-label">
        {children}
      </label>
    </div>
  );
}
