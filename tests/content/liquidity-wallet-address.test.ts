import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CHECKED_LANGUAGES, extractCodeBlocks } from './extractCodeBlocks.js';

/**
 * The SDK's liquidity writes sign the owner or recipient from their own `walletAddress`
 * argument only, never from the client's default (dist/index.mjs: `owner: args.walletAddress`,
 * `recipient: args.walletAddress`), so a sample that leaves it out teaches readers to send
 * transactions without an owner. Every call of these methods in the guides must name it in the
 * object literal it passes.
 */

const LIQUIDITY_WRITES = new Set(['addLiquidityByPrice', 'addLiquidityByTicks', 'removeLiquidity', 'collectPositionFees']);
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const docsDir = join(root, 'content/docs');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return /\.mdx?$/.test(entry.name) ? [path] : [];
  });
}

interface WriteCall {
  method: string;
  /** file:line of the call */
  where: string;
  namesWallet: boolean;
}

function hasWalletProperty(argument: ts.Expression | undefined): boolean {
  if (!argument || !ts.isObjectLiteralExpression(argument)) return false;
  return argument.properties.some(
    (property) =>
      (ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property)) && property.name.getText() === 'walletAddress',
  );
}

function liquidityWrites(code: string, file: string, firstLine: number): WriteCall[] {
  const source = ts.createSourceFile('block.ts', code, ts.ScriptTarget.ES2022, true);
  const calls: WriteCall[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      if (LIQUIDITY_WRITES.has(method)) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        calls.push({ method, where: `${file}:${firstLine + line}`, namesWallet: hasWalletProperty(node.arguments[0]) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return calls;
}

function writesInGuides(): WriteCall[] {
  return markdownFiles(docsDir).flatMap((file) =>
    extractCodeBlocks(readFileSync(file, 'utf8'))
      .filter((block) => CHECKED_LANGUAGES.has(block.lang))
      .flatMap((block) => liquidityWrites(block.code, relative(root, file), block.line)),
  );
}

describe('liquidity writes in the guides', () => {
  it('all pass walletAddress in their argument', () => {
    const calls = writesInGuides();
    // the guides show each of the four methods at least once
    expect(new Set(calls.map((call) => call.method))).toEqual(LIQUIDITY_WRITES);
    const missing = calls.filter((call) => !call.namesWallet).map((call) => `${call.where} ${call.method} without walletAddress`);
    expect(missing, `\n${missing.join('\n')}\n`).toEqual([]);
  });

  it('the check catches a call that relies on the client default, or passes a variable', () => {
    const code = [
      'await gSwap.positions.removeLiquidity({ positionId, amount });',
      'await gSwap.positions.collectPositionFees(args);',
      'await gSwap.positions.addLiquidityByTicks({ walletAddress, positionId: "" });',
      "await gSwap.positions.addLiquidityByPrice({ walletAddress: 'eth|abc', positionId: '' });",
    ].join('\n');
    expect(liquidityWrites(code, 'x.md', 10).map((call) => [call.where, call.namesWallet])).toEqual([
      ['x.md:10', false],
      ['x.md:11', false],
      ['x.md:12', true],
      ['x.md:13', true],
    ]);
  });
});
