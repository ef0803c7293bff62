import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** A function whose own code is longer than the limit: where it starts and how long it is. */
export interface LongFunction {
  file: string;
  line: number;
  name: string;
  ownLines: number;
}

function isFunctionLike(node: ts.Node): node is ts.FunctionLikeDeclaration {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)
  );
}

function functionName(node: ts.FunctionLikeDeclaration, source: ts.SourceFile): string {
  if (node.name) return node.name.getText(source);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText(source);
  if (ts.isCallExpression(parent)) return `callback of ${parent.expression.getText(source).slice(0, 40)}`;
  return '(anonymous)';
}

/** The lines of a source text that hold code: not blank, not only a comment. */
function codeLines(source: ts.SourceFile): Set<number> {
  const lines = new Set<number>();
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, source.languageVariant, source.text);
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    const start = source.getLineAndCharacterOfPosition(scanner.getTokenStart()).line;
    const end = source.getLineAndCharacterOfPosition(scanner.getTokenEnd()).line;
    for (let line = start; line <= end; line += 1) lines.add(line);
  }
  return lines;
}

/**
 * The functions of one file whose own code — their lines of code less those of the functions nested in them —
 * exceeds `limit`. A factory that returns an object of small methods, or a route plugin that registers small
 * handlers, is short by this measure; a handler with a long body is not.
 */
export function longFunctions(file: string, limit: number): LongFunction[] {
  const text = readFileSync(file, 'utf8');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const code = codeLines(source);
  const found: LongFunction[] = [];

  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line;
  const ownLines = (fn: ts.FunctionLikeDeclaration): number => {
    const nested = new Set<number>();
    const collect = (node: ts.Node) => {
      if (isFunctionLike(node)) {
        // The nested function's first line stays with its parent (the call or property that holds it).
        for (let line = lineOf(node.getStart(source)) + 1; line <= lineOf(node.getEnd()); line += 1)
          nested.add(line);
        return;
      }
      ts.forEachChild(node, collect);
    };
    if (fn.body) ts.forEachChild(fn.body, collect);
    let count = 0;
    for (let line = lineOf(fn.getStart(source)); line <= lineOf(fn.getEnd()); line += 1) {
      if (code.has(line) && !nested.has(line)) count += 1;
    }
    return count;
  };

  const visit = (node: ts.Node) => {
    if (isFunctionLike(node) && node.body) {
      const lines = ownLines(node);
      if (lines > limit) {
        found.push({
          file,
          line: lineOf(node.getStart(source)) + 1,
          name: functionName(node, source),
          ownLines: lines,
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The TypeScript sources under `dir` (recursively), tests excluded. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
    .map((name) => join(dir, name));
}
