import { Input } from '@mantine/core';
import { useId } from 'react';
import classes from './importacao.module.css';

interface FicheiroInputProps {
  label: string;
  accept: string;
  description?: string;
  disabled?: boolean;
  onChange: (ficheiro: File | null) => void;
}

/**
 * A native file picker under a Mantine label: found by its label, and filled by browser tests with
 * `setInputFiles`. To empty it, the parent gives it a new `key`.
 */
export function FicheiroInput({ label, accept, description, disabled, onChange }: FicheiroInputProps) {
  const id = useId();
  return (
    <Input.Wrapper id={id} label={label} description={description}>
      <input
        id={id}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-describedby={description ? `${id}-description` : undefined}
        className={classes.ficheiro}
        onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
      />
    </Input.Wrapper>
  );
}
