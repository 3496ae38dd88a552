import { Input } from '@mantine/core';
import { useId } from 'react';
import classes from './importacao.module.css';

interface FicheiroInputProps {
  label: string;
  accept: string;
  description?: string;
  disabled?: boolean;
  /** Several files at once; onChange then gets all of them. */
  multiple?: boolean;
  onChange: (ficheiros: File[]) => void;
}

/**
 * A native file picker under a Mantine label: found by its label, and filled by browser tests with
 * `setInputFiles`. To empty it, the parent gives it a new `key`.
 */
export function FicheiroInput({
  label,
  accept,
  description,
  disabled,
  multiple,
  onChange,
}: FicheiroInputProps) {
  const id = useId();
  return (
    <Input.Wrapper id={id} label={label} description={description}>
      <input
        id={id}
        type="file"
        accept={accept}
        disabled={disabled}
        multiple={multiple}
        aria-describedby={description ? `${id}-description` : undefined}
        className={classes.ficheiro}
        onChange={(event) => onChange([...(event.currentTarget.files ?? [])])}
      />
    </Input.Wrapper>
  );
}
