import { maskUsPhone } from "@fm/domain/contracts";
import { TextInput, type TextInputProps } from "@mantine/core";

/**
 * A phone or fax field with the live mask of spec 3 §5, +1 (X00) 000-0000: the value is masked on every keystroke
 * and paste (`maskUsPhone`), so the form holds what the server stores. Bind it like a TextInput.
 */
export const PhoneInput = ({ onChange, ...props }: TextInputProps) => (
  <TextInput
    type="tel"
    inputMode="tel"
    autoComplete="tel"
    placeholder="+1 (200) 000-0000"
    {...props}
    onChange={(e) => {
      e.currentTarget.value = maskUsPhone(e.currentTarget.value);
      onChange?.(e);
    }}
  />
);
