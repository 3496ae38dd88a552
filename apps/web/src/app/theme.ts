import {
  ActionIcon,
  Burger,
  CloseButton,
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  darken,
  InputWrapper,
  type MantineColorsTuple,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import alvos from './alvos-de-toque.module.css';

const FONT_STACK = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/**
 * Mantine's palette with shade 9 darker where the default one is too light for text (issue 20: WCAG AA, 4.5:1):
 * shade 9 is the text of the light variants (alerts, badges, light buttons) on shade 1, and, with primaryShade 9,
 * the background of the filled ones under white text. Each is Mantine's shade 9 darkened just enough
 * (theme.test.ts checks every pair).
 */
function comNono(tons: MantineColorsTuple, nono: string): MantineColorsTuple {
  return [...tons.slice(0, 9), nono] as unknown as MantineColorsTuple;
}

const { green, teal, lime, yellow, orange } = DEFAULT_THEME.colors;

export const CORES_ESCURECIDAS = {
  green: comNono(green, '#267b37'),
  teal: comNono(teal, '#087a57'),
  lime: comNono(lime, '#4b790b'),
  yellow: comNono(yellow, '#a85700'),
  orange: comNono(orange, '#bb3e0d'),
};

/** Secondary ('dimmed') text: Mantine's gray 6 reads at 3.15:1 on gray 0; this one at 4.7:1 on gray 1. */
export const COR_SECUNDARIA = '#676d73';

export const theme = createTheme({
  primaryColor: 'cyan',
  // Cyan 8 under white text was 4.34:1; cyan 9 is 5.6:1.
  primaryShade: 9,
  colors: CORES_ESCURECIDAS,
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
    // The clear button of a date field is an icon: it is named here for every screen.
    DateInput: DateInput.extend({ defaultProps: { clearButtonProps: { 'aria-label': 'Limpar a data' } } }),
  },
});

/**
 * The colours Mantine derives from the theme that still need a change: secondary text, error text (red 6 was
 * 3.28:1 on white), and the hover of filled buttons, which Mantine makes shade 8 when primaryShade is 9 (lighter).
 */
export const resolverCores: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': COR_SECUNDARIA,
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...Object.fromEntries(
      Object.keys(t.colors).map((cor) => [
        `--mantine-color-${cor}-filled-hover`,
        darken(t.colors[cor]?.[9] ?? '#000000', 0.1),
      ]),
    ),
  },
  dark: {},
});
