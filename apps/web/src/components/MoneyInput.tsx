import { NumberInput, type NumberInputProps } from "@mantine/core";

/** A US-dollar amount field: '$' prefix, thousands separated, two decimals always shown, never below 0. */
export const MoneyInput = (props: NumberInputProps) => (
  <NumberInput prefix="$" thousandSeparator="," decimalScale={2} fixedDecimalScale min={0} {...props} />
);
