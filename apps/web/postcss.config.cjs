module.exports = {
  plugins: {
    "postcss-preset-mantine": {},
    "postcss-simple-vars": {
      variables: {
        "mantine-breakpoint-xs": "37.5em",
        "mantine-breakpoint-sm": "60em",
        "mantine-breakpoint-md": "80em",
        "mantine-breakpoint-lg": "90em",
        "mantine-breakpoint-xl": "120em",
      },
    },
  },
};
