import { describe, expect, it } from 'vitest';
import { YIELD_STATEMENT, yieldBetweenChunks } from './yield-between-chunks';

const CHUNK_CODE = 'import{a as e}from"./react.js";const t=e();export{t as x};';
const render = (name: string, isEntry = false) =>
  yieldBetweenChunks(['react', 'mui', 'vendor', 'app']).renderChunk(CHUNK_CODE, { name, isEntry });

describe('yieldBetweenChunks (UX.md "Speed": the start in one task per chunk)', () => {
  it("puts the yield before a listed chunk's code", () => {
    expect(render('vendor')).toEqual({ code: `${YIELD_STATEMENT}\n${CHUNK_CODE}`, map: null });
  });

  it('leaves other chunks and the entry as they are', () => {
    expect(render('login-dialog')).toBeNull();
    expect(render('app', true)).toBeNull();
  });

  it('yields through a task of its own: the chunk runs only once the running task and its promises are done', async () => {
    const order: string[] = [];
    (globalThis as { chunkOrder?: string[] }).chunkOrder = order;
    // The statement as a chunk starts with it: a module awaiting at its top level.
    const chunk = `${YIELD_STATEMENT}\nglobalThis.chunkOrder.push('chunk');`;
    const evaluated = import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(chunk)}`);
    for (let settled = 0; settled < 50; settled++) await Promise.resolve();
    order.push('same task');
    await evaluated;
    expect(order).toEqual(['same task', 'chunk']);
  });
});
