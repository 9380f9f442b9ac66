import { ActionIcon, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconSearch, IconX } from "@tabler/icons-react";
import { useEffect, useState } from "react";

export interface GridSearchProps {
  /** The state's search text. */
  search: string;
  /** A new search text (typing waits 350 ms; clearing is at once). */
  onSearch: (text: string) => void;
}

/** The toolbar's search box (248 px): typed text waits 350 ms before the query changes. */
export const GridSearch = ({ search, onSearch }: GridSearchProps) => {
  const [text, setText] = useState(search);
  useEffect(() => setText(search), [search]);
  const commit = useDebouncedCallback(onSearch, 350);
  return (
    <TextInput
      w={248}
      size="xs"
      aria-label="Search"
      placeholder="Search..."
      leftSection={<IconSearch size={14} />}
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
