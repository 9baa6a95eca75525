// Larder's look: a deep herb green, warm neutrals, generous radius.
import { createTheme, defaultVariantColorsResolver, type CSSVariablesResolver, type MantineColorsTuple, type VariantColorsResolver } from '@mantine/core';

const larder: MantineColorsTuple = ['#eef7f2', '#dcece3', '#b5d8c4', '#8bc3a3', '#68b187', '#52a675', '#45a06b', '#368b5a', '#2f6f4f', '#1f5a3d'];

/**
 * Warnings are yellow, and no shade of Mantine's yellow reads as text on a light ground (its darkest,
 * yellow.9, is 2.9:1 on white; AA asks 4.5:1). Their text is a dark amber instead: about 7:1 on the
 * light variant's tint and on white. The background, border and icons keep the yellow.
 */
const WARNING_TEXT = '#7a4f01';
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const isYellow = typeof input.color === 'string' && input.color.split('.')[0] === 'yellow';
  if (isYellow && (input.variant === 'light' || input.variant === 'white' || input.variant === 'subtle' || input.variant === 'outline')) {
    return { ...colors, color: WARNING_TEXT, hoverColor: WARNING_TEXT };
  }
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
    // A toast's X, likewise.
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
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
  light: { '--mantine-color-error': 'var(--mantine-color-red-9)', '--mantine-color-dimmed': '#676e75' },
  dark: {},
});
