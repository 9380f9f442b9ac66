import { Center } from "@mantine/core";
import { LoadPanel } from "./LoadPanel.tsx";

export const FullPageLoader = () => (
  <Center mih="60vh">
    <LoadPanel />
  </Center>
);
