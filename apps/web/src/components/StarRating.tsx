import { Rating, type RatingProps } from "@mantine/core";

/**
 * Star rating with a text alternative (WCAG 1.1.1, issue 30): read-only stars are one image named
 * "Rating 4.5 of 5"; editable stars name each choice ("4.5 of 5 stars").
 */
export const StarRating = ({
  value,
  readOnly,
  onChange,
  size,
  label = "Rating",
}: {
  value: number;
  readOnly?: boolean;
  onChange?: (value: number) => void;
  size?: RatingProps["size"];
  label?: string;
}) =>
  readOnly || !onChange ? (
    <span role="img" aria-label={`${label} ${value} of 5`} style={{ display: "inline-flex" }}>
      <Rating value={value} fractions={2} readOnly size={size} aria-hidden />
    </span>
  ) : (
    <Rating
      value={value}
      fractions={2}
      size={size}
      onChange={onChange}
      getSymbolLabel={(v) => `${label}: ${v} of 5 stars`}
    />
  );
