import ts from 'typescript';
import type { CodeBlock } from './extractCodeBlocks.js';

/**
 * The code samples of a React page: `<code className="language-ts">{sample}</code>` where
 * `sample` is a constant of the same file holding a template literal without substitutions.
 * They are shown to readers like the Markdown blocks, so they are checked like them; `line`
 * is the line of the file holding the sample's first line.
 */
export function extractJsxCodeSamples(source: string, fileName: string): CodeBlock[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const constants = new Map<string, ts.NoSubstitutionTemplateLiteral>();
  const shown: { name: string; lang: string }[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isNoSubstitutionTemplateLiteral(node.initializer)
    ) {
      constants.set(node.name.text, node.initializer);
    }
    if (ts.isJsxElement(node) && node.openingElement.tagName.getText(file) === 'code') {
      const className = node.openingElement.attributes.properties.find(
        (attribute): attribute is ts.JsxAttribute => ts.isJsxAttribute(attribute) && attribute.name.getText(file) === 'className',
      );
      const lang =
        className?.initializer && ts.isStringLiteral(className.initializer)
          ? /\blanguage-(\w+)/.exec(className.initializer.text)?.[1]
          : undefined;
      const child = node.children.find((candidate) => ts.isJsxExpression(candidate));
      if (lang && child && ts.isJsxExpression(child) && child.expression && ts.isIdentifier(child.expression))
        shown.push({ name: child.expression.text, lang });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return shown.flatMap(({ name, lang }) => {
    const literal = constants.get(name);
    if (!literal) return [];
    const { line } = file.getLineAndCharacterOfPosition(literal.getStart(file));
    return [{ lang, meta: '', code: literal.text, line: line + 1 }];
  });
}
