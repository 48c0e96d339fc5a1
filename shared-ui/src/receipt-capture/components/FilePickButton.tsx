import type { ChangeEvent } from 'react';
import { HiddenInput, PickLabel } from './styles';

interface FilePickButtonProps {
  label: string;
  accept: string;
  /** `environment` opens the back camera on phones (« Prendre une photo »). */
  capture?: 'environment';
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}

function PickIcon({ camera }: { camera: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      {camera ? (
        <>
          <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
          <circle cx="12" cy="13" r="3.5" />
        </>
      ) : (
        <path d="M12 5v14M5 12h14" />
      )}
    </svg>
  );
}

/** A real file input (keyboard, screen readers, Playwright's setInputFiles) dressed as a button. */
export function FilePickButton({ label, accept, capture, multiple = true, disabled, onFiles }: FilePickButtonProps) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so that picking the same file again (after removing it) fires a change.
    event.target.value = '';
    if (files.length > 0) onFiles(files);
  };
  return (
    <PickLabel aria-disabled={disabled ? 'true' : undefined}>
      <HiddenInput
        type="file"
        accept={accept}
        capture={capture}
        multiple={multiple}
        disabled={disabled}
        onChange={onChange}
      />
      <PickIcon camera={capture !== undefined} />
      {label}
    </PickLabel>
  );
}
