/** The FM Dispatch logo mark. */
export const BrandMark = ({ size = 28 }: { size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
    <rect width="32" height="32" rx="8" fill="var(--mantine-color-indigo-7)" />
    <path d="M9 9h12v3h-8.5v3H19v3h-6.5v5H9z" fill="#fff" />
    <circle cx="23" cy="21" r="2.5" fill="var(--mantine-color-yellow-4)" />
  </svg>
);
