import { ChakraProvider } from '@chakra-ui/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createAppSystem } from '../src/app/theme';

/**
 * The CSS ChakraProvider would insert on the phone at start (the layer order, the reset, the global
 * styles and every token's variable), rendered once here, on the build machine, by emotion's own
 * server rendering: the same text the browser would get, as a stylesheet of the build.
 */
export function chakraGlobalCss(): string {
  const html = renderToString(createElement(ChakraProvider, { value: createAppSystem(), children: null }));
  const sheets = [...html.matchAll(/<style data-emotion="[^"]*"[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
  if (sheets.length === 0) throw new Error('ChakraProvider rendered no global styles: chakra-global.css would be empty');
  return sheets.join('\n');
}
