/**
 * Finds words written straight into a component's JSX rather than taken from its app's messages (issue 34): text
 * children with letters, and string values of the props a person reads or hears (aria-label, title, placeholder, alt,
 * label, aria-description). Read with the TypeScript compiler, so comments, class names and code are never mistaken
 * for text.
 */
import ts from 'typescript';

/** Props whose value is shown or spoken to the person using the page. */
export const READ_PROPS = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label', 'aria-description']);

/**
 * Words that are no language's: the brand, and each language's name as written in that language (the language
 * menu shows them so). Anything without letters (symbols, digits, "·", "×") is never reported.
 */
export const NOT_LANGUAGE = new Set(['Forkful', 'English', 'বাংলা']);

export interface HardCodedText {
  file: string;
  line: number;
  text: string;
}

/** Letters of any script, once HTML entities (`&times;`, `&#8212;`) are taken out. */
const hasWords = (text: string) => /\p{L}/u.test(text.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, ''));

/** An address written out (`/all-recipes`, `https://example.org/x`): a path, no language's words. */
const isAddress = (text: string) => /^(https?:\/\/|\/)\S*$/.test(text);

/** Text with words other than NOT_LANGUAGE's. */
const isReported = (text: string) => !isAddress(text) && hasWords([...NOT_LANGUAGE].reduce((rest, word) => rest.split(word).join(' '), text));

/**
 * The literal text an expression shows: a string, a template's literal parts, either branch of `a ? 'x' : 'y'`, the
 * fallback of `a ?? 'x'` or `a || 'x'`, the value of `a && 'x'`.
 */
function literalTexts(expression: ts.Expression): ts.Node[] {
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression];
  if (ts.isTemplateExpression(expression)) return [expression.head, ...expression.templateSpans.map((span) => span.literal)];
  if (ts.isParenthesizedExpression(expression)) return literalTexts(expression.expression);
  if (ts.isConditionalExpression(expression)) return [...literalTexts(expression.whenTrue), ...literalTexts(expression.whenFalse)];
  if (ts.isBinaryExpression(expression)) {
    const operator = expression.operatorToken.kind;
    if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return literalTexts(expression.right);
    if (operator === ts.SyntaxKind.BarBarToken || operator === ts.SyntaxKind.QuestionQuestionToken) {
      return [...literalTexts(expression.left), ...literalTexts(expression.right)];
    }
  }
  return [];
}

function textOf(node: ts.Node): string {
  if (ts.isJsxText(node)) return node.text;
  if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
    return (node as ts.LiteralLikeNode).text;
  }
  return node.getText();
}

/** Every hard-coded text of one .tsx source, with its line (1-based). */
export function findHardCodedText(file: string, source: string): HardCodedText[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: HardCodedText[] = [];
  const report = (node: ts.Node) => {
    const text = textOf(node).replace(/\s+/g, ' ').trim();
    if (!isReported(text)) return;
    const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
    found.push({ file, line: line + 1, text });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node);
    else if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      literalTexts(node.expression).forEach(report);
    } else if (ts.isJsxAttribute(node) && READ_PROPS.has(node.name.getText(sourceFile)) && node.initializer) {
      const value = node.initializer;
      if (ts.isStringLiteral(value)) report(value);
      else if (ts.isJsxExpression(value) && value.expression) literalTexts(value.expression).forEach(report);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** `file:line: text`, as a failing test lists them. */
export const describeFinding = ({ file, line, text }: HardCodedText) => `${file}:${line}: ${text}`;
