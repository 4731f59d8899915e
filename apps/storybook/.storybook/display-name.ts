import ts from 'typescript';

/** The name a component gives itself (`CarouselRoot.displayName = 'Carousel.Root'`), for the docs' tabs; else docgen's. */
export function assignedDisplayName(component: ts.Symbol, source: ts.SourceFile): string | undefined {
  for (const statement of source.statements) {
    if (!ts.isExpressionStatement(statement) || !ts.isBinaryExpression(statement.expression)) continue;
    const { left, operatorToken, right } = statement.expression;
    if (
      operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(left) &&
      left.name.text === 'displayName' &&
      left.expression.getText(source) === component.getName() &&
      ts.isStringLiteralLike(right)
    )
      return right.text;
  }
  return undefined;
}
