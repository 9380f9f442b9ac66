// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BarChart } from "./BarChart.tsx";
import { DonutChart } from "./DonutChart.tsx";

afterEach(cleanup);

describe("DonutChart", () => {
  it("is one named image with a slice per value in its colour, and a pressed slice reports its index", () => {
    const onSliceClick = vi.fn();
    const { container } = render(
      <DonutChart
        data={[
          { name: "Received", value: 3, color: "#ff0000" },
          { name: "Dispatched", value: 1, color: "#00ff00" },
        ]}
        label="4"
        aria-label="Work orders by status: Received 3, Dispatched 1"
        onSliceClick={onSliceClick}
      />,
    );
    const img = screen.getByRole("img", { name: "Work orders by status: Received 3, Dispatched 1" });
    expect(img.tagName.toLowerCase()).toBe("svg");
    expect(screen.getByText("4")).toBeTruthy();
    const slice = container.querySelector('path[data-slice="Dispatched"]');
    expect(slice?.getAttribute("fill")).toBe("#00ff00");
    if (!slice) throw new Error("no slice");
    fireEvent.click(slice);
    expect(onSliceClick).toHaveBeenCalledWith(1);
  });
});

describe("BarChart", () => {
  it("names the image with every value, shows the legend and one group per caption", () => {
    const { container } = render(
      <BarChart
        data={[
          { label: "Dana", values: [3, 5] },
          { label: "Hannah", values: [0, 0] },
        ]}
        series={[
          { name: "In Received", color: "red" },
          { name: "Total Count", color: "teal" },
        ]}
        layout="columns"
        height={300}
        label="Today's Dispatcher Counts chart"
      />,
    );
    screen.getByRole("img", {
      name: "Today's Dispatcher Counts chart: Dana: In Received 3, Total Count 5; Hannah: In Received 0, Total Count 0",
    });
    expect(screen.getByText("In Received")).toBeTruthy();
    expect(screen.getByText("Hannah")).toBeTruthy();
    const heights = [...container.querySelectorAll<HTMLElement>("[title^='Dana'] span")].map(
      (b) => b.style.height,
    );
    expect(heights).toEqual(["50%", "83.33333333333334%"]);
  });
});
