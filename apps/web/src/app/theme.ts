import { createTheme, InputWrapper } from '@mantine/core';

const FONT_STACK = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const theme = createTheme({
  primaryColor: 'cyan',
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily: FONT_STACK,
  headings: { fontFamily: FONT_STACK },
  components: {
    // Labels carry exactly their text (no ' *'), so fields are found by label; optional fields
    // say so in their description instead.
    InputWrapper: InputWrapper.extend({ defaultProps: { withAsterisk: false } }),
  },
});
