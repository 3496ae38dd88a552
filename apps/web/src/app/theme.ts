import { ActionIcon, Burger, CloseButton, createTheme, InputWrapper } from '@mantine/core';
import alvos from './alvos-de-toque.module.css';

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
    // Icon buttons are small on a desk and 44 px under a finger (issue 20).
    ActionIcon: ActionIcon.extend({ classNames: { root: alvos.alvo } }),
    CloseButton: CloseButton.extend({ classNames: { root: alvos.alvo } }),
    Burger: Burger.extend({ classNames: { root: alvos.alvo } }),
  },
});
