// Larder's look: a deep herb green, warm neutrals, generous radius.
import { createTheme, darken, defaultVariantColorsResolver, type CSSVariablesResolver, type MantineColorsTuple, type VariantColorsResolver } from '@mantine/core';

const larder: MantineColorsTuple = ['#eef7f2', '#dcece3', '#b5d8c4', '#8bc3a3', '#68b187', '#52a675', '#45a06b', '#368b5a', '#2f6f4f', '#1f5a3d'];

/**
 * Warnings are yellow, and no shade of Mantine's yellow reads as text on a light ground (its darkest,
 * yellow.9, is 2.9:1 on white; AA asks 4.5:1). Their text is a dark amber instead: about 7:1 on the
 * light variant's tint and on white. The background, border and icons keep the yellow.
 */
const WARNING_TEXT = '#7a4f01';

/**
 * Teal, green and orange fall short of AA (4.5:1) both as a filled ground under white text (shade 8:
 * 3.5 to 4.0:1) and as the light variant's text on its tint (shade 9 on shade 1: 3.6 to 4.3:1). Each
 * takes one deeper tone for both, shade 9 darkened: 5.3 to 5.5:1 on white, 4.6 to 4.7:1 on its tint.
 */
const DEEP_TONES: Record<string, string> = { teal: '#087a57', green: '#267937', orange: '#bb3e0d' };

const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const [name, shade] = typeof input.color === 'string' ? input.color.split('.') : [];
  const isYellow = name === 'yellow';
  if (isYellow && (input.variant === 'light' || input.variant === 'white' || input.variant === 'subtle' || input.variant === 'outline')) {
    return { ...colors, color: WARNING_TEXT, hoverColor: WARNING_TEXT };
  }
  const deep = name && shade === undefined ? DEEP_TONES[name] : undefined;
  if (deep && input.variant === 'filled') return { ...colors, background: deep, hover: darken(deep, 0.1), color: 'var(--mantine-color-white)' };
  return colors;
};

/**
 * A dialog's X is an icon alone: without a label the accessibility tree has an unnamed 'button'. Every
 * Modal and Drawer names it 'Close'; one that names its own (the recipe wizard's 'Close the wizard',
 * through closeButtonProps) keeps its name, since a component's own props win over these defaults.
 * Keyed by name rather than through ModalCloseButton.extend(), so the theme pulls no modal code into
 * the first chunk the landing page loads.
 */
const namedClose = { defaultProps: { 'aria-label': 'Close' } };

export const theme = createTheme({
  primaryColor: 'larder',
  primaryShade: 8,
  colors: { larder },
  // Filled buttons and badges on a light colour (yellow, orange) get dark text, not white at 2:1.
  autoContrast: true,
  variantColorResolver,
  defaultRadius: 'md',
  fontFamily: 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  components: {
    ModalCloseButton: namedClose,
    DrawerCloseButton: namedClose,
    // A chosen file's X, likewise (a select's clear button is hidden from the keyboard and screen readers;
    // Backspace clears it). The file field's placeholder is text, not an input's placeholder: gray.5 is
    // 2.1:1 on white, the dimmed gray reads.
    FileInput: { defaultProps: { clearButtonProps: { 'aria-label': 'Remove file' } }, styles: { placeholder: { color: 'var(--mantine-color-dimmed)' } } },
    // A toast's X, likewise. Its message under a title is gray.6 (3.3:1 on white): the dimmed gray reads.
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } }, styles: { description: { color: 'var(--mantine-color-dimmed)' } } },
  },
  headings: { fontFamily: 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', fontWeight: '750' },
});

/**
 * Small text a person can read: AA asks 4.5:1. Mantine's light scheme draws errors (under a field,
 * beside a failed action) in red.6, 3.3:1 on white, and secondary text ('dimmed': descriptions,
 * times, the password checklist) in gray.6, 3.3:1 too. Errors take red.9 (5.5:1 on white, 4.8:1 on
 * a light alert's red tint; fields' error borders follow), dimmed text a gray between gray.6 and
 * gray.7 (5.2:1 on white, 4.9:1 on the page's gray.0), still quieter than body text.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-dimmed': '#676e75',
    // The light variant's text (badges, alerts, light buttons), and orange and yellow text anywhere
    // (orange.9 is 4.3:1 on white, yellow.9 3.0:1).
    ...Object.fromEntries(Object.entries(DEEP_TONES).map(([name, tone]) => [`--mantine-color-${name}-light-color`, tone])),
    '--mantine-color-yellow-light-color': WARNING_TEXT,
  },
  dark: {},
});
