import { createGlobalStyle } from 'styled-components';

/**
 * The list on paper: only the part marked data-print="list" (its title, days and items), black on white. The remote
 * cannot name the shell's header, navigation and footer, so everything else is hidden and the list is laid at the top
 * of the page; inside it, buttons, forms and data-print="hide" are left off too.
 */
export const ShoppingListPrintStyle = createGlobalStyle`
  @media print {
    html, body {
      background: #fff !important;
    }
    body * {
      visibility: hidden !important;
    }
    [data-print='list'], [data-print='list'] * {
      visibility: visible !important;
      color: #000 !important;
      background: transparent !important;
      box-shadow: none !important;
    }
    [data-print='list'] {
      position: absolute !important;
      inset: 0 0 auto 0 !important;
      margin: 0 !important;
      padding: 0 !important;
      border: none !important;
    }
    [data-print='list'] button, [data-print='list'] form, [data-print='list'] [data-print='hide'] {
      display: none !important;
    }
    [data-print='list'] li {
      break-inside: avoid;
    }
    [data-print='list'] a {
      text-decoration: none !important;
    }
  }
`;
