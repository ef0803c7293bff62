import { useTheme } from '@mui/material/styles';
import type { CSSProperties, HTMLAttributes } from 'react';

type TextVariant = 'h1' | 'h2' | 'subtitle1' | 'body1' | 'body2' | 'caption';

interface ThemeTextProps extends HTMLAttributes<HTMLElement> {
  /** The element: a heading keeps its level whatever it looks like. */
  as?: 'h1' | 'h2' | 'h3' | 'p' | 'span';
  variant?: TextVariant;
  /** In the theme's secondary text colour (a subtitle, a hint, the legal lines). */
  isSecondary?: boolean;
}

/**
 * A text in one of the theme's typographic variants, like MUI's Typography: a plain element with the variant's
 * font as its style (no margin), for the texts of the home's first screen and the shell, whose code leaves
 * Typography out (UX.md "Speed"). `style` adds to the variant's, or takes a property away (`fontSize: undefined`
 * for a size a class gives).
 */
export function ThemeText({
  as: Element = 'p',
  variant = 'body1',
  isSecondary = false,
  style,
  ...rest
}: ThemeTextProps) {
  const theme = useTheme();
  const variantStyle: CSSProperties = {
    ...theme.typography[variant],
    margin: 0,
    ...(isSecondary && { color: theme.palette.text.secondary }),
    ...style,
  };
  return <Element style={variantStyle} {...rest} />;
}
