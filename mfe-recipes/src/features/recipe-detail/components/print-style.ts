import { createGlobalStyle } from 'styled-components';

/**
 * The detail page on paper: the title, photo, servings, ingredients and instructions, in black on white. Everything
 * else, the shell's header, navigation and footer included, is left off (the remote cannot name the shell's parts,
 * so it hides them by element: header, nav, footer, buttons; and its own extras by data-print="hide").
 */
export const RecipePrintStyle = createGlobalStyle`
  @media print {
    header, nav, footer, button, [data-print='hide'], [role='status'], a[href='#main-content'] {
      display: none !important;
    }
    html, body, main, #main-content {
      background: #fff !important;
      color: #000 !important;
      min-height: 0 !important;
      padding: 0 !important;
      margin: 0 !important;
    }
    article, article * {
      box-shadow: none !important;
      color: #000 !important;
      background: transparent !important;
    }
    article section {
      border: none !important;
      padding: 0 !important;
      break-inside: avoid-page;
    }
    [data-print='servings'] input {
      border: none !important;
      width: auto !important;
      text-align: left !important;
      appearance: textfield;
    }
    img {
      max-height: 8cm;
      width: auto !important;
      max-width: 100% !important;
    }
  }
`;
