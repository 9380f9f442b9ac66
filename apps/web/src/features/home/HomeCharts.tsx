import "@mantine/charts/styles.css";
import { BarChart, type BarChartProps, DonutChart, type DonutChartProps } from "@mantine/charts";

/*
 * The home dashboard's charts (recharts through @mantine/charts) in their own chunk: the cards draw their
 * counts first and these arrive after (decision 0011).
 */
export const HomeDonut = (props: DonutChartProps) => <DonutChart {...props} />;
export const HomeBars = (props: BarChartProps) => <BarChart {...props} />;
