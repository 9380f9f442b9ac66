import { ActionIcon, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconSearch, IconX } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import classes from "./DataGrid.module.css";

export interface GridSearchProps {
  /** The state's search text. */
  search: string;
  /** A new search text (typing waits 350 ms; clearing is at once). */
  onSearch: (text: string) => void;
  /** A phone: the box takes the rest of its toolbar row, 44 px tall with 16 px text (no zoom on focus). */
  phone?: boolean;
}

/** The toolbar's search box (248 px): typed text waits 350 ms before the query changes. */
export const GridSearch = ({ search, onSearch, phone = false }: GridSearchProps) => {
  const [text, setText] = useState(search);
  useEffect(() => setText(search), [search]);
  const commit = useDebouncedCallback(onSearch, 350);
  return (
    <TextInput
      className={classes.search}
      size={phone ? "md" : "xs"}
      aria-label="Search"
      placeholder="Search..."
      leftSection={<IconSearch size={14} />}
      rightSectionWidth={phone ? 44 : undefined}
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        commit(e.currentTarget.value);
      }}
      rightSection={
        text ? (
          <ActionIcon
            size="xs"
            variant="subtle"
            color="gray"
            aria-label="Clear search"
            onClick={() => {
              setText("");
              onSearch("");
            }}
          >
            <IconX size={12} />
          </ActionIcon>
        ) : null
      }
    />
  );
};
