import { TextInput, type TextInputProps } from '@mantine/core';

/** A 6-digit code, from an authenticator app or an email: the spaces some apps show are dropped as it is typed. */
export function CodeInput({
  onChange,
  label = '6-digit code',
  ...props
}: Omit<TextInputProps, 'onChange' | 'value'> & { value: string; onChange: (code: string) => void }) {
  return (
    <TextInput
      mt="sm"
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      onChange={(event) => onChange(event.currentTarget.value.replace(/\s/g, ''))}
      {...props}
    />
  );
}
