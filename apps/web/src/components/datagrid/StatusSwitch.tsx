import { SegmentedControl } from "@mantine/core";
import classes from "./Phone.module.css";
import { phoneTargets, usePhone } from "./phone.ts";

export interface StatusSwitchProps<V extends string> {
  value: V;
  onChange: (value: V) => void;
  data: readonly { value: V; label: string }[];
  size?: "xs" | "sm";
}

/**
 * The status switch above a portal list (Open / Invoiced / …, issue 31). On a phone it takes the row's width,
 * every option is a 44 px target as wide as its whole label, and the options wrap onto a second row when they do
 * not fit (Phone.module.css), so none is cut at 390 px; a wide screen's switch is unchanged.
 */
export const StatusSwitch = <V extends string>({ value, onChange, data, size }: StatusSwitchProps<V>) => {
  const phone = usePhone();
  return (
    <SegmentedControl
      size={size}
      aria-label="Status"
      value={value}
      onChange={(v) => {
        const option = data.find((d) => d.value === v);
        if (option) onChange(option.value);
      }}
      data={[...data]}
      fullWidth={phone}
      {...phoneTargets(phone, classes.statusSwitch)}
      data-status-switch
    />
  );
};
