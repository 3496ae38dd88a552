import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * PasswordInput whose show/hide toggle has a Portuguese name that does not repeat the field's
 * label, so the field is found by its label alone.
 */
export function PasswordField(props: PasswordInputProps) {
  return <PasswordInput visibilityToggleButtonProps={{ 'aria-label': 'Mostrar ou ocultar' }} {...props} />;
}
